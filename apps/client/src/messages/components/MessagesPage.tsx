import { CONVERSATION_TEXTS, type ConversationAnswerer } from '@capsuisse/contracts';
import { ConversationThread, ownConversation } from '@capsuisse/web-conversation';
import { Alert, Card, Typography } from '@capsuisse/web-ui';
import { usePaymentGate } from '../../uploads/hooks/usePaymentGate';

export const MESSAGES_TEXTS = {
  title: 'Messages',
  answerer: 'Votre accompagnateur : ',
} as const;

function Answerer({ answerer }: { answerer: ConversationAnswerer }) {
  if (answerer.kind === 'axel') return <Alert type="info" showIcon title={CONVERSATION_TEXTS.noCoach} data-testid="no-coach" />;
  return (
    <Typography.Text data-testid="answerer">
      {MESSAGES_TEXTS.answerer}
      <Typography.Text strong>{answerer.name}</Typography.Text>
    </Typography.Text>
  );
}

/** /messages: the client's thread with its coach (or the CapSuisse team while it has none). */
export function MessagesPage() {
  // A 402 (access withdrawn after the profile was read) sends the client to /payment, like the shell's guard.
  const paymentGate = usePaymentGate();
  return (
    <div data-testid="messages-page" style={{ display: 'grid', gap: 24, minWidth: 0 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {MESSAGES_TEXTS.title}
      </Typography.Title>
      <Card>
        <ConversationThread source={ownConversation} onLoadError={paymentGate} header={(answerer) => <Answerer answerer={answerer} />} />
      </Card>
    </div>
  );
}

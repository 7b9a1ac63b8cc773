import { useMemo } from 'react';
import { Card } from '@capsuisse/web-ui';
import { ConversationThread, staffConversation } from '@capsuisse/web-conversation';
import { DETAIL_TEXTS } from '../texts';

/** The client's thread with its staff, read and written as axel (each read and message audited by the API). */
export function ConversationCard({ clientId }: { clientId: string }) {
  const source = useMemo(() => staffConversation(clientId), [clientId]);
  return (
    <Card title={DETAIL_TEXTS.messages.title} data-testid="user-conversation">
      <ConversationThread source={source} />
    </Card>
  );
}

import { useMemo } from 'react';
import { ConversationThread, staffConversation } from '@capsuisse/web-conversation';

/** The 'Messages' tab: the client's thread, written as its coach (or axel). */
export function ClientConversation({ clientId }: { clientId: string }) {
  const source = useMemo(() => staffConversation(clientId), [clientId]);
  return (
    <div data-testid="coach-conversation">
      <ConversationThread source={source} />
    </div>
  );
}

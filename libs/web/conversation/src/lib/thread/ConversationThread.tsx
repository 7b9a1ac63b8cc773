import { Fragment, useState, type ReactNode } from 'react';
import { CONVERSATION_TEXTS, messageDay, messageDayKey, type ConversationAnswerer, type MessageDto } from '@capsuisse/contracts';
import { useSession } from '@capsuisse/web-api-client';
import { Alert, Button, Empty, Skeleton, Typography } from '@capsuisse/web-ui';
import { viewFile } from '@capsuisse/web-ui-files';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import type { ConversationSource } from './sources';
import { THREAD_TEXTS } from './texts';
import { useThread } from './use-thread';

export interface ConversationThreadProps {
  source: ConversationSource;
  /** Above the messages, once loaded: who answers the client. */
  header?: (answerer: ConversationAnswerer) => ReactNode;
  /** Handles a load error itself (returns true), e.g. the client's 402 sent to /payment. */
  onLoadError?: (error: unknown) => boolean;
  /** The caller's user id (staff: its own messages); the session's by default. */
  selfId?: string;
  pollMs?: number;
}

/** Whether the other side has read the message: the client's receipts for staff, staff's for the client. */
const readBy = (read: { client: string | null; staff: string | null }, side: ConversationSource['side'], message: MessageDto) => {
  const other = side === 'client' ? read.staff : read.client;
  return other !== null && Date.parse(other) >= Date.parse(message.created_at);
};

/** One client's thread with its staff, oldest first with a line per day (Europe/Zurich), and the box to write. */
export function ConversationThread({ source, header, onLoadError, selfId, pollMs }: ConversationThreadProps) {
  const sessionUser = useSession().session?.user.id;
  const me = selfId ?? sessionUser;
  const { thread, loadError, olderError, loadingOlder, loadOlder, send } = useThread(source, { pollMs, onLoadError });
  const [fileError, setFileError] = useState<string>();

  const openAttachment = async (message: MessageDto) => {
    if (!message.attachment) return;
    // Opened on the click, before any await, so that the browser does not block it.
    const tab = window.open('', '_blank');
    setFileError(undefined);
    try {
      await viewFile(tab, (await source.attachment(message.id)).url, message.attachment.mime_type);
    } catch {
      tab?.close();
      setFileError(THREAD_TEXTS.openFailed);
    }
  };

  if (loadError) return <Alert type="error" showIcon title={THREAD_TEXTS.loadFailed} description={loadError} data-testid="conversation-error" />;
  if (!thread) return <Skeleton active paragraph={{ rows: 4 }} />;

  const own = (m: MessageDto) => (source.side === 'client' ? m.sender_kind === 'client' : m.sender_id !== null && m.sender_id === me);

  return (
    <div data-testid="conversation" style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      {header?.(thread.answerer)}
      {thread.hasMore && (
        <div style={{ textAlign: 'center' }}>
          <Button onClick={() => void loadOlder()} loading={loadingOlder}>
            {THREAD_TEXTS.older}
          </Button>
        </div>
      )}
      {olderError && <Alert type="error" showIcon title={olderError} />}
      {fileError && <Alert type="error" showIcon title={fileError} data-testid="attachment-error" closable onClose={() => setFileError(undefined)} />}
      {thread.messages.length === 0 ? (
        <Empty data-testid="conversation-empty" description={CONVERSATION_TEXTS.empty} />
      ) : (
        <ol data-testid="messages" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
          {thread.messages.map((m, i) => {
            const day = messageDayKey(m.created_at);
            const newDay = i === 0 || messageDayKey(thread.messages[i - 1].created_at) !== day;
            const mine = own(m);
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <li data-testid="day-separator" style={{ textAlign: 'center', padding: '8px 0' }}>
                    <Typography.Text type="secondary">{messageDay(m.created_at)}</Typography.Text>
                  </li>
                )}
                <MessageItem message={m} own={mine} readByOther={mine && readBy(thread.read, source.side, m)} onOpenAttachment={() => void openAttachment(m)} />
              </Fragment>
            );
          })}
        </ol>
      )}
      <Composer onSend={send} />
    </div>
  );
}

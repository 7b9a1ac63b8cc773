import { MESSAGE_SENDER_LABELS, messageTime, type MessageDto } from '@capsuisse/contracts';
import { theme, Typography } from '@capsuisse/web-ui';
import { AttachmentLink } from './AttachmentLink';
import { MessageBody } from './MessageBody';
import { THREAD_TEXTS } from './texts';

/** One message: who wrote it and when, its file and its text, and on the caller's own whether the other side has read it. */
export function MessageItem({ message, own, readByOther, onOpenAttachment }: { message: MessageDto; own: boolean; readByOther: boolean; onOpenAttachment: () => void }) {
  const { token } = theme.useToken();
  const role = MESSAGE_SENDER_LABELS[message.sender_kind];
  const sender = own ? THREAD_TEXTS.you : message.sender_name || role;
  return (
    <li
      data-testid="message"
      data-own={own}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: 'min(85%, 640px)',
        minWidth: 0,
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        background: own ? token.colorPrimaryBg : token.colorFillTertiary,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', alignItems: 'baseline' }}>
        <Typography.Text strong data-testid="message-sender">
          {sender}
        </Typography.Text>
        {(own || message.sender_name) && (
          <Typography.Text type="secondary" data-testid="message-role" style={{ fontSize: token.fontSizeSM }}>
            {role}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" data-testid="message-time" style={{ fontSize: token.fontSizeSM }}>
          {messageTime(message.created_at)}
        </Typography.Text>
      </div>
      {message.attachment && <AttachmentLink attachment={message.attachment} onOpen={onOpenAttachment} />}
      {message.body && <MessageBody body={message.body} />}
      {own && (
        <Typography.Text type="secondary" data-testid="message-receipt" style={{ display: 'block', textAlign: 'right', fontSize: token.fontSizeSM }}>
          {readByOther ? THREAD_TEXTS.read : THREAD_TEXTS.sent}
        </Typography.Text>
      )}
    </li>
  );
}

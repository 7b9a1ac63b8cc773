import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { fileSize, type MessageAttachmentDto } from '@capsuisse/contracts';
import { Button } from '@capsuisse/web-ui';
import { THREAD_TEXTS } from './texts';

/** A message's file: its name and size; a click opens it (a PDF or a photo in a new tab) through a fresh signed link. */
export function AttachmentLink({ attachment, onOpen }: { attachment: MessageAttachmentDto; onOpen: () => void }) {
  return (
    <Button
      data-testid="message-attachment"
      icon={attachment.mime_type === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
      onClick={onOpen}
      aria-label={THREAD_TEXTS.openAttachment(attachment.name)}
      style={{ display: 'flex', maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere', margin: '4px 0' }}
    >
      {attachment.name} · {fileSize(attachment.size)}
    </Button>
  );
}

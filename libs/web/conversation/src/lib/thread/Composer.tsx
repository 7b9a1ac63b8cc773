import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CONVERSATION_ERRORS, DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, fileSize, MESSAGE_ATTACHMENT_TYPES, MESSAGE_LIMITS } from '@capsuisse/contracts';
import { Alert, Button, Input, Tag } from '@capsuisse/web-ui';
import { THREAD_TEXTS } from './texts';

const ACCEPT = [...MESSAGE_ATTACHMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** The browser's view of a chosen file, mirroring the server's refusals (it checks the bytes): a French reason, or none. */
function refusalOf(file: File): string | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_ERRORS.tooLarge;
  // An unknown type ('') is left to the server, which reads the bytes.
  if (file.type && !MESSAGE_ATTACHMENT_TYPES.some((type) => type === file.type)) return CONVERSATION_ERRORS.attachmentType;
  return undefined;
}

/**
 * The message box: 'Envoyer' (or Ctrl/Cmd+Entrée) sends the text, the chosen file, or both; while there is
 * neither, or while sending, it cannot. A refused message stays in the box with the server's reason above it;
 * a sent one empties it.
 */
export function Composer({ onSend }: { onSend: (body: string, file?: File) => Promise<string | undefined> }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const empty = text.trim() === '' && !file;

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setError(undefined);
    const failure = await onSend(text, file);
    setSending(false);
    if (failure) setError(failure);
    else {
      setText('');
      setFile(undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a refusal or a removal.
    event.target.value = '';
    if (!chosen) return;
    const refusal = refusalOf(chosen);
    setError(refusal);
    setFile(refusal ? undefined : chosen);
  };

  return (
    <div data-testid="composer" style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {error && <Alert type="error" showIcon title={error} data-testid="send-error" />}
      <Input.TextArea
        aria-label={THREAD_TEXTS.label}
        placeholder={THREAD_TEXTS.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_LIMITS.body}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
        <input ref={picker} type="file" accept={ACCEPT} onChange={onChosen} hidden data-testid="attach-input" aria-label={THREAD_TEXTS.attach} />
        <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} disabled={sending} title={THREAD_TEXTS.attachHint}>
          {THREAD_TEXTS.attach}
        </Button>
        {file && (
          <Tag closable closeIcon={<CloseOutlined aria-label={THREAD_TEXTS.removeAttachment} />} onClose={() => setFile(undefined)} data-testid="attachment-chosen" style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {file.name} · {fileSize(file.size)}
          </Tag>
        )}
        <Button type="primary" onClick={() => void send()} disabled={empty || sending} loading={sending} style={{ marginLeft: 'auto' }}>
          {THREAD_TEXTS.send}
        </Button>
      </div>
    </div>
  );
}

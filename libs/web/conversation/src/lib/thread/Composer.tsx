import { useState, type KeyboardEvent } from 'react';
import { MESSAGE_LIMITS } from '@capsuisse/contracts';
import { Alert, Button, Input } from '@capsuisse/web-ui';
import { THREAD_TEXTS } from './texts';

/**
 * The message box: 'Envoyer' (or Ctrl/Cmd+Entrée) sends; while empty or sending it cannot. A refused
 * message stays in the box with the server's reason above it; a sent one empties it.
 */
export function Composer({ onSend }: { onSend: (body: string) => Promise<string | undefined> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending) return;
    setSending(true);
    setError(undefined);
    const failure = await onSend(text);
    setSending(false);
    if (failure) setError(failure);
    else setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
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
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button type="primary" onClick={() => void send()} disabled={blank || sending} loading={sending}>
          {THREAD_TEXTS.send}
        </Button>
      </div>
    </div>
  );
}

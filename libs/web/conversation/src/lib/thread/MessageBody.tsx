import { messageParts } from '@capsuisse/contracts';

// Underlined in the text's own colour: told apart from the text without colour, and as legible on either bubble.
const LINK = { color: 'inherit', textDecoration: 'underline' } as const;

/** A message's text as written: links made clickable, everything else as plain text (never HTML), line breaks kept. */
export function MessageBody({ body }: { body: string }) {
  return (
    <div data-testid="message-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageParts(body).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" style={LINK}>
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The text of every part, decoded (quoted-printable or base64). */
  text: string;
  /** The message's header lines as sent (unfolded), e.g. to read `List-Unsubscribe`. */
  head: string;
}

/**
 * A real SMTP server on this machine, for tests: it takes mail, refuses some recipients for good (550), can hold
 * its answer to MAIL FROM (a slow server), and stops and comes back on the same port (an outage).
 */
export class LocalSmtp {
  readonly received: ReceivedMail[] = [];
  /** Addresses answered 550 at RCPT TO. */
  readonly refused = new Set<string>();
  /** Senders seen: a try that reached the server. */
  tries = 0;
  /** How long the next MAIL FROM waits for its answer (then 0 again). */
  holdNextMs = 0;
  port = 0;
  private server: SMTPServer | null = null;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onMailFrom: (_address, _session, callback) => {
        this.tries++;
        const hold = this.holdNextMs;
        this.holdNextMs = 0;
        // Unref'd: a held answer whose client was killed must not keep the test process alive.
        setTimeout(() => callback(), hold).unref();
      },
      onRcptTo: (address, _session, callback) =>
        callback(this.refused.has(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decode(raw), head });
          callback();
        });
      },
    });
    // A client killed while its answer was held: nothing to report.
    server.on('error', () => undefined);
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => {
      this.port = (server.server.address() as AddressInfo).port;
      resolve();
    }));
  }

  /** Stops listening and drops open connections: tries fail with a refused connection until `start()`. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** Each MIME part's body, decoded as its Content-Transfer-Encoding says. */
function decode(raw: string): string {
  // Split on the message's own boundaries (nested ones too: text and HTML beside an attachment): a text part's "-- "
  // signature line is not one.
  const escaped = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return raw
    .split(escaped.length ? new RegExp(`\\r?\\n--(?:${escaped.join('|')})(?:--)?`) : /\r?\n--[^\r\n]*/)
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  let server: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("passes a mail's extra headers (per-kind unsubscribe) to the SMTP server, with both parts", async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'CapSuisse <noreply@capsuisse.ch>');
    await mailer.send({
      to: 'lea@exemple.ch',
      subject: 'Rappel',
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
      headers: { 'List-Unsubscribe': '<https://app.capsuisse.ch/desabonnement?k=rappels>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    mailer.onApplicationShutdown();
    const [raw] = received;
    const head = raw.split(/\r?\n\r?\n/)[0];
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/app\.capsuisse\.ch\/desabonnement\?k=rappels>$/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('sends an attachment (a call\'s .ics) beside both parts, its content type and name as given', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'CapSuisse <noreply@capsuisse.ch>');
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.send({ to: 'lea@exemple.ch', subject: 'Appel réservé', text: 'Bonjour', html: '<p>Bonjour</p>', attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }] });
    mailer.onApplicationShutdown();
    const raw = received[received.length - 1];
    expect(raw.split(/\r?\n\r?\n/)[0]).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s+name=invitation\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invitation\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/);
    const body = /filename=invitation\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')).toBe(ics);
  });
});

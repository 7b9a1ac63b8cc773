import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailContext } from './mail-template';
import { MAIL_SAMPLES as SAMPLES } from './mail-samples';
import { renderMail } from './render-mail';

// `npm run mail:preview` sets it: every template with sample data, written as HTML and text for a browser.
const WRITE = process.env['MAIL_PREVIEW_WRITE'] === '1';
const OUT = path.resolve(__dirname, '../../../../../../../tmp/mail-preview');

describe('mail preview', () => {
  it.each(SAMPLES.map((s) => [s.template.name, s] as const))('%s renders with its sample', (name, { template, data }) => {
    const mail = renderMail(template, data, mailContext('http://localhost:3000', 'support@capsuisse.ch'));
    expect(mail.subject).not.toBe('');
    if (!WRITE) return;
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, `${name}.html`), mail.html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Objet : ${mail.subject}\n\n${mail.text}`);
  });

  it('writes an index of the previews', () => {
    if (!WRITE) return;
    mkdirSync(OUT, { recursive: true });
    const items = SAMPLES.map(({ template: { name } }) => `<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">texte</a>)</li>`).join('\n');
    writeFileSync(path.join(OUT, 'index.html'), `<!doctype html><html lang="fr"><meta charset="utf-8"><title>E-mails</title><ul>\n${items}\n</ul></html>\n`);
    process.stdout.write(`mail previews: ${path.join(OUT, 'index.html')}\n`);
  });
});

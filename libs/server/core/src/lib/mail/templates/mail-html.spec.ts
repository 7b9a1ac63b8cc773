import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMail, generatedModule, MJML_SOURCES, mjmlToHtml } from './compile-mail';
import { mailContext } from './mail-template';
import { HOSTILE_SAMPLES, MAIL_SAMPLES } from './mail-samples';
import { renderHtml, type MailSources } from './render-mail';

// `npm run mail:compile` sets it: writes mail-html.generated.ts again from mail-layout.ts.
const WRITE = process.env['MAIL_HTML_WRITE'] === '1';
const GENERATED = path.join(__dirname, 'mail-html.generated.ts');
const CONTEXTS = [mailContext('https://app.capsuisse.ch', 'aide@capsuisse.ch'), mailContext('http://localhost:3000', `l'aide+"x"@capsuisse.ch`)];

describe('compiled mail HTML', () => {
  let compiled: MailSources;
  beforeAll(async () => {
    compiled = await compileMail();
  });

  it('mail-html.generated.ts is mail-layout.ts compiled now (else: npm run mail:compile)', () => {
    const expected = generatedModule(compiled);
    if (WRITE) writeFileSync(GENERATED, expected);
    expect(readFileSync(GENERATED, 'utf8')).toBe(expected);
  });

  // Filling the compiled HTML must give, byte for byte, what MJML makes of the same mail written whole in MJML.
  const cases = [...MAIL_SAMPLES, ...HOSTILE_SAMPLES].flatMap((s, i) => CONTEXTS.map((ctx, j) => [`${s.template.name} #${i}.${j}`, s, ctx] as const));
  it.each(cases)('%s: the filled HTML is the HTML of the filled MJML', async (_, { template, data }, ctx) => {
    const content = template.compose(data, ctx);
    expect(renderHtml(content, ctx, compiled)).toBe(await mjmlToHtml(renderHtml(content, ctx, MJML_SOURCES)));
  });
});

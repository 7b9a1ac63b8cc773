import { PRODUCT_NAME } from '@capsuisse/contracts';
import { MAIL_HTML } from './mail-html.generated';
import { TAGLINE, type Block, type Inline, type MailContent, type MailContext, type MailTemplate } from './mail-template';
import { escapeHtml, fillSlots } from './slots';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The layout and the pieces a mail's HTML is filled from: compiled from MJML at build time (`mail-layout.ts`). */
export type MailSources = { readonly [K in keyof typeof MAIL_HTML]: string };

/** Renders a template: subject, the plain-text part and the HTML part (the compiled layout, its slots filled). */
export function renderMail<T>(template: MailTemplate<T>, data: T, ctx: MailContext): RenderedMail {
  const content = template.compose(data, ctx);
  return { subject: content.subject, text: toText(content, ctx), html: renderHtml(content, ctx) };
}

/**
 * A mail's HTML: every value escaped into the slots of `sources`. With the MJML sources instead of the compiled ones
 * it makes the MJML that compiles to the same HTML (the test that keeps the two equal).
 */
export function renderHtml(content: MailContent, ctx: MailContext, sources: MailSources = MAIL_HTML): string {
  const { unsubscribe } = content;
  return fillSlots(sources.layout, {
    subject: escapeHtml(content.subject),
    preview: escapeHtml(content.preview),
    heading: escapeHtml(content.heading),
    home: escapeHtml(ctx.url('/')),
    host: escapeHtml(new URL(ctx.publicUrl).host),
    support: escapeHtml(ctx.supportEmail),
    reason: escapeHtml(content.reason),
    blocks: content.blocks.map((block) => blockHtml(block, sources)).join(''),
    unsubscribe: unsubscribe ? fillSlots(sources.unsubscribe, { href: escapeHtml(unsubscribe.href), label: escapeHtml(unsubscribe.label) }) : '',
  });
}

const inlineHtml = (parts: readonly Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`)).join('');
const inlineText = (parts: readonly Inline[]): string => parts.map((part) => (typeof part === 'string' ? part : part.strong)).join('');

function blockHtml(block: Block, sources: MailSources): string {
  if ('p' in block) return fillSlots(sources.p, { html: inlineHtml(block.p) });
  if ('note' in block) return fillSlots(sources.note, { html: inlineHtml(block.note) });
  if ('quote' in block) {
    const html = escapeHtml(block.quote.text).replace(/\r?\n/g, '<br />');
    return fillSlots(sources.quote, { label: escapeHtml(block.quote.label), html });
  }
  return fillSlots(sources.button, { href: escapeHtml(block.button.href), label: escapeHtml(block.button.label) });
}

function blockText(block: Block): string {
  if ('p' in block) return inlineText(block.p);
  if ('note' in block) return inlineText(block.note);
  if ('quote' in block) return `${block.quote.label}\n${block.quote.text.replace(/^/gm, '> ')}`;
  return `${block.button.label} :\n${block.button.href}`;
}

function toText(content: MailContent, ctx: MailContext): string {
  const body = ['Bonjour,', ...content.blocks.map(blockText), `L'équipe ${PRODUCT_NAME}`].join('\n\n');
  const footer = [
    `${PRODUCT_NAME} · ${TAGLINE} · ${ctx.url('/')}`,
    `Une question ? Écrivez-nous à ${ctx.supportEmail}.`,
    content.reason,
    ...(content.unsubscribe ? [`${content.unsubscribe.label} : ${content.unsubscribe.href}`] : []),
  ].join('\n');
  // "-- " is the signature separator mail programs recognise.
  return `${body}\n\n-- \n${footer}\n`;
}

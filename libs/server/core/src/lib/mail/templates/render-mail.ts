import { PRODUCT_NAME } from '@capsuisse/contracts';
import type { Block, Inline, MailContent, MailContext, MailTemplate } from './mail-template';

/** The light theme of the web app (apps/shell/src/styles.css); every text/background pair reads at 4.5:1 or more. */
const COLOR = {
  page: '#f4f6fb',
  surface: '#ffffff',
  text: '#141a2b',
  muted: '#5b647a',
  border: '#dfe3ec',
  // The brand red that keeps white text above 4.5:1 (not #e63946).
  accent: '#d62839',
  // The red for links on white (the landing page's accent text).
  link: '#b81d2c',
} as const;
const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const TAGLINE = "Votre accompagnement vers l'emploi en Suisse";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Mjml2Html = typeof import('mjml');
let mjml: Promise<Mjml2Html> | null = null;
// Loaded at the first mail, not at boot: the API and each test file that sends none skip its load.
const loadMjml = (): Promise<Mjml2Html> => (mjml ??= import('mjml').then((m) => ('default' in m ? m.default : m) as Mjml2Html));

/** Renders a template: subject, the plain-text part and the HTML part (MJML, responsive single column). */
export async function renderMail<T>(template: MailTemplate<T>, data: T, ctx: MailContext): Promise<RenderedMail> {
  const content = template.compose(data, ctx);
  const mjml2html = await loadMjml();
  // Strict: a template that MJML cannot read fails its test, not a send. No web fonts: opening a mail calls no third party.
  const { html } = await mjml2html(toMjml(content, ctx), { validationLevel: 'strict', keepComments: false, fonts: {} });
  return { subject: content.subject, text: toText(content, ctx), html };
}

/** Plain text made safe for HTML text and attribute values alike. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const inlineHtml = (parts: readonly Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`)).join('');
const inlineText = (parts: readonly Inline[]): string => parts.map((part) => (typeof part === 'string' ? part : part.strong)).join('');
const multiline = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br />');
const link = (href: string, label: string): string =>
  `<a href="${escapeHtml(href)}" style="color:${COLOR.link};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`;

function blockMjml(block: Block): string {
  if ('p' in block) return `<mj-text>${inlineHtml(block.p)}</mj-text>`;
  if ('note' in block) return `<mj-text font-size="14px" color="${COLOR.muted}">${inlineHtml(block.note)}</mj-text>`;
  if ('quote' in block) {
    return (
      `<mj-text padding="0 0 4px 0" font-weight="600">${escapeHtml(block.quote.label)}</mj-text>` +
      `<mj-text padding="0 0 16px 0"><div style="border-left:4px solid ${COLOR.accent};padding:8px 12px;background:${COLOR.page}">${multiline(block.quote.text)}</div></mj-text>`
    );
  }
  const { href, label } = block.button;
  return (
    `<mj-button href="${escapeHtml(href)}" align="left" background-color="${COLOR.accent}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" padding="8px 0 16px 0">${escapeHtml(label)}</mj-button>` +
    `<mj-text font-size="14px" color="${COLOR.muted}">Si le bouton ne s'ouvre pas, copiez ce lien dans votre navigateur :<br />${link(href, href)}</mj-text>`
  );
}

function toMjml(content: MailContent, ctx: MailContext): string {
  const home = ctx.url('/');
  return `<mjml lang="fr" dir="ltr">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.5" color="${COLOR.text}" padding="0 0 16px 0" />
      <mj-section padding="0 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLOR.page}" width="600px">
    <mj-section padding="24px 0 0 0"><mj-column></mj-column></mj-section>
    <mj-section background-color="${COLOR.text}" border-top="4px solid ${COLOR.accent}" padding="16px 24px">
      <mj-column>
        <mj-text padding="0" font-size="22px" font-weight="700" color="#ffffff"><a href="${escapeHtml(home)}" style="color:#ffffff;text-decoration:none">${escapeHtml(PRODUCT_NAME)}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOR.surface}" padding="32px 24px 8px 24px">
      <mj-column>
        <mj-text padding="0 0 16px 0"><h1 style="margin:0;font-size:22px;line-height:1.3;color:${COLOR.text}">${escapeHtml(content.heading)}</h1></mj-text>
        <mj-text>Bonjour,</mj-text>
        ${content.blocks.map(blockMjml).join('\n        ')}
        <mj-text>L'équipe ${escapeHtml(PRODUCT_NAME)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOR.surface}" border-top="1px solid ${COLOR.border}" padding="16px 24px">
      <mj-column>
        <mj-text padding="0 0 8px 0" font-size="13px" color="${COLOR.muted}"><strong>${escapeHtml(PRODUCT_NAME)}</strong> · ${escapeHtml(TAGLINE)} · ${link(home, hostOf(ctx.publicUrl))}</mj-text>
        <mj-text padding="0 0 8px 0" font-size="13px" color="${COLOR.muted}">Une question ? Écrivez-nous à ${link(`mailto:${ctx.supportEmail}`, ctx.supportEmail)}.</mj-text>
        <mj-text padding="0" font-size="13px" color="${COLOR.muted}">${escapeHtml(content.reason)}</mj-text>${
          content.unsubscribe ? `\n        <mj-text padding="8px 0 0 0" font-size="13px" color="${COLOR.muted}">${link(content.unsubscribe.href, content.unsubscribe.label)}</mj-text>` : ''
        }
      </mj-column>
    </mj-section>
    <mj-section padding="0 0 24px 0"><mj-column></mj-column></mj-section>
  </mj-body>
</mjml>`;
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

const hostOf = (url: string): string => new URL(url).host;

import { PRODUCT_NAME } from '@capsuisse/contracts';
import { TAGLINE } from './mail-template';
import { escapeHtml } from './slots';

// Build time only: `compile-mail.ts` turns this MJML into `mail-html.generated.ts`; the servers never load it, nor mjml.

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
const PRODUCT = escapeHtml(PRODUCT_NAME);

/** A link in the text; `{{slot}}`s in `href` and `label` are filled with escaped values at send time. */
const link = (href: string, label: string): string =>
  `<a href="${href}" style="color:${COLOR.link};text-decoration:underline;word-break:break-all">${label}</a>`;

/**
 * Every mail's layout. `{{name}}` is a slot the renderer fills at send time with an escaped value (or, for `blocks` and
 * `unsubscribe`, with the filled pieces below); everything else is fixed when the MJML is compiled.
 */
export const LAYOUT_MJML = `<mjml lang="fr" dir="ltr">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{preview}}</mj-preview>
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
        <mj-text padding="0" font-size="22px" font-weight="700" color="#ffffff"><a href="{{home}}" style="color:#ffffff;text-decoration:none">${PRODUCT}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOR.surface}" padding="32px 24px 8px 24px">
      <mj-column>
        <mj-text padding="0 0 16px 0"><h1 style="margin:0;font-size:22px;line-height:1.3;color:${COLOR.text}">{{heading}}</h1></mj-text>
        <mj-text>Bonjour,</mj-text>
        {{blocks}}
        <mj-text>L'équipe ${PRODUCT}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOR.surface}" border-top="1px solid ${COLOR.border}" padding="16px 24px">
      <mj-column>
        <mj-text padding="0 0 8px 0" font-size="13px" color="${COLOR.muted}"><strong>${PRODUCT}</strong> · ${escapeHtml(TAGLINE)} · ${link('{{home}}', '{{host}}')}</mj-text>
        <mj-text padding="0 0 8px 0" font-size="13px" color="${COLOR.muted}">Une question ? Écrivez-nous à ${link('mailto:{{support}}', '{{support}}')}.</mj-text>
        <mj-text padding="0" font-size="13px" color="${COLOR.muted}">{{reason}}</mj-text>
        {{unsubscribe}}
      </mj-column>
    </mj-section>
    <mj-section padding="0 0 24px 0"><mj-column></mj-column></mj-section>
  </mj-body>
</mjml>`;

/** The pieces a mail is made of, each with the layout slot it goes in; `{{html}}` takes inline HTML the renderer made safe. */
export const PIECES_MJML = {
  p: { slot: 'blocks', mjml: '<mj-text>{{html}}</mj-text>' },
  note: { slot: 'blocks', mjml: `<mj-text font-size="14px" color="${COLOR.muted}">{{html}}</mj-text>` },
  quote: {
    slot: 'blocks',
    mjml:
      '<mj-text padding="0 0 4px 0" font-weight="600">{{label}}</mj-text>' +
      `<mj-text padding="0 0 16px 0"><div style="border-left:4px solid ${COLOR.accent};padding:8px 12px;background:${COLOR.page}">{{html}}</div></mj-text>`,
  },
  button: {
    slot: 'blocks',
    mjml:
      `<mj-button href="{{href}}" align="left" background-color="${COLOR.accent}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" padding="8px 0 16px 0">{{label}}</mj-button>` +
      `<mj-text font-size="14px" color="${COLOR.muted}">Si le bouton ne s'ouvre pas, copiez ce lien dans votre navigateur :<br />${link('{{href}}', '{{href}}')}</mj-text>`,
  },
  unsubscribe: { slot: 'unsubscribe', mjml: `<mj-text padding="8px 0 0 0" font-size="13px" color="${COLOR.muted}">${link('{{href}}', '{{label}}')}</mj-text>` },
} as const;

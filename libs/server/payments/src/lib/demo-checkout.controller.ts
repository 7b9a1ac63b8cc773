import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_METHODS_BY_CURRENCY, type PaymentMethod, PRODUCT_NAME } from '@capsuisse/contracts';
import { DomainError, Public } from '@capsuisse/server-core';
import type { DemoCheckoutSession } from './payment.entity';
import { PaymentsService } from './payments.service';

// A session id as the demo provider makes them; any other answers like an unknown session.
const sessionParams = z.object({ id: z.string().regex(/^demo_[\w-]{1,64}$/) });

function sessionId(params: unknown): string {
  const parsed = sessionParams.safeParse(params);
  if (!parsed.success) throw new DomainError('not_found', PAYMENT_MESSAGES.sessionMissing);
  return parsed.data.id;
}

// The page's form always sends the method chosen; a bare POST pays by card, which every currency offers.
const confirmBody = z.object({ method: z.enum(PAYMENT_METHODS).default('card') });

/** The method the form sent; null when it is not one we know (the service refuses it, once the session is found). */
const methodOf = (body: unknown): PaymentMethod | null => confirmBody.safeParse(body ?? {}).data?.method ?? null;

/**
 * The local demo checkout (no Stripe key): a page where the client confirms a test payment. Public
 * like Stripe's page: the unguessable session id is the capability. 404 in production.
 */
@ApiExcludeController()
@Controller('payments/demo')
export class DemoCheckoutController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get(':id')
  async page(@Param() params: Record<string, string>, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.payments.demoSession(sessionId(params));
    void reply.type('text/html; charset=utf-8').send(page(session, successPath(session.id)));
  }

  @Public()
  @Post(':id/confirm')
  async confirm(@Param() params: Record<string, string>, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.payments.confirmDemo(sessionId(params), methodOf(body));
    void reply.redirect(successPath(session.id), 303);
  }
}

// Relative: the demo page is served on the origin the checkout was started from (`CheckoutInput.returnUrl`).
const successPath = (sessionId: string): string => `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

// What the client reads under each method, as on Stripe's page.
const METHOD_HINTS: Record<PaymentMethod, string> = {
  card: 'Carte de crédit ou de débit.',
  twint: "Avec l'app TWINT : scannez le code QR pour payer.",
};

/** The methods the session's currency offers, as a choice; the first one is chosen. */
function methodChoice(session: DemoCheckoutSession): string {
  const options = PAYMENT_METHODS_BY_CURRENCY[session.currency].map(
    (method, i) =>
      `<label class="method"><input type="radio" name="method" value="${method}"${i === 0 ? ' checked' : ''}><span><span class="name">${PAYMENT_METHOD_LABELS[method]}</span><span class="hint">${METHOD_HINTS[method]}</span></span></label>`,
  );
  return `<fieldset><legend>Moyen de paiement</legend>${options.join('')}</fieldset>`;
}

function page(session: DemoCheckoutSession, successUrl: string): string {
  const amount = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: session.currency }).format(session.amount / 100);
  const action = session.paidAt
    ? `<p>Paiement confirmé${session.method ? ` (${PAYMENT_METHOD_LABELS[session.method]})` : ''}.</p><p><a href="${successUrl}">Continuer</a></p>`
    : `<form method="post" action="/api/payments/demo/${encodeURIComponent(session.id)}/confirm">${methodChoice(session)}<button type="submit">Payer (test)</button></form>`;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paiement (test) — ${PRODUCT_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f1f1f}.amount{font-size:2rem;font-weight:600}button{width:100%;font-size:1rem;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#d52b1e;color:#fff;cursor:pointer}.note{color:#666;font-size:.9rem}
fieldset{border:0;margin:0 0 1.2rem;padding:0;display:grid;gap:.6rem}legend{font-weight:600;margin-bottom:.6rem}
.method{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem 1rem;border:1px solid #d9d9d9;border-radius:8px;cursor:pointer;transition:border-color .2s,background .2s}
.method:hover{border-color:#d52b1e}.method:has(input:checked){border-color:#d52b1e;background:#fff1f0}.method:has(input:focus-visible){outline:2px solid #d52b1e;outline-offset:2px}
.method input{accent-color:#d52b1e;margin:.2rem 0 0}.name{display:block;font-weight:600}.hint{display:block;color:#666;font-size:.9rem}</style>
</head>
<body>
<h1>${PRODUCT_NAME} — paiement de test</h1>
<p>Accompagnement ${PRODUCT_NAME}</p>
<p class="amount">${amount}</p>
${action}
<p class="note">Paiement de démonstration : rien n'est débité.</p>
</body>
</html>`;
}

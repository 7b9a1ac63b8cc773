import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAYMENT_MESSAGES, PRODUCT_NAME } from '@capsuisse/contracts';
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
  async confirm(@Param() params: Record<string, string>, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.payments.confirmDemo(sessionId(params));
    void reply.redirect(successPath(session.id), 303);
  }
}

// Relative: the demo page is served on the origin the checkout was started from (`CheckoutInput.returnUrl`).
const successPath = (sessionId: string): string => `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

function page(session: DemoCheckoutSession, successUrl: string): string {
  const amount = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: session.currency }).format(session.amount / 100);
  const action = session.paidAt
    ? `<p>Paiement confirmé.</p><p><a href="${successUrl}">Continuer</a></p>`
    : `<form method="post" action="/api/payments/demo/${encodeURIComponent(session.id)}/confirm"><button type="submit">Payer (test)</button></form>`;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paiement (test) — ${PRODUCT_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f1f1f}.amount{font-size:2rem;font-weight:600}button{font-size:1rem;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#d52b1e;color:#fff;cursor:pointer}.note{color:#666;font-size:.9rem}</style>
</head>
<body>
<h1>${PRODUCT_NAME} — paiement de test</h1>
<p>Accompagnement ${PRODUCT_NAME}</p>
<p class="amount">${amount}</p>
${action}
<p class="note">Paiement de démonstration : aucune carte n'est débitée.</p>
</body>
</html>`;
}

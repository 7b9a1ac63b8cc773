import { Controller, Headers, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API, type CheckoutResponse, type InputOf, type VerifyResponse } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { PaymentsService } from './payments.service';

const R = API.payments;

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  // The browser's Origin says where the client pays from; the service returns them there only if it is ours.
  @Endpoint(R.checkout)
  checkout(@Input() { body }: InputOf<typeof R.checkout>, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<CheckoutResponse> {
    return this.payments.checkout(caller.id, body.currency, request.headers.origin);
  }

  @Endpoint(R.verify)
  verify(@Input() { body }: InputOf<typeof R.verify>, @CurrentCaller() caller: Caller): Promise<VerifyResponse> {
    return this.payments.verify(caller.id, body.session_id);
  }

  // The provider's body is read raw: its signature covers the exact bytes.
  @Endpoint(R.webhook)
  webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.payments.handleEvent(request.rawBody, signature);
  }
}

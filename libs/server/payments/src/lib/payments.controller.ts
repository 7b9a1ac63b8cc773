import { Body, Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ROLES, type CheckoutResponse, type VerifyResponse } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Public, Roles } from '@capsuisse/server-core';
import { CheckoutDto, VerifyDto } from './payments.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Roles(...CLIENT_ROLES)
  @ApiOperation({ summary: 'Checkout session for 399 CHF or 448 EUR; 409 once paid' })
  @HttpCode(200)
  @Post('checkout')
  checkout(@CurrentCaller() caller: Caller, @Body() body: CheckoutDto): Promise<CheckoutResponse> {
    return this.payments.checkout(caller.id, body.currency);
  }

  @Roles(...CLIENT_ROLES)
  @ApiOperation({ summary: 'Asks the provider whether one of own sessions is paid, and settles it' })
  @HttpCode(200)
  @Post('verify')
  verify(@CurrentCaller() caller: Caller, @Body() body: VerifyDto): Promise<VerifyResponse> {
    return this.payments.verify(caller.id, body.session_id);
  }

  // Public, but only a body signed with STRIPE_WEBHOOK_SECRET is acted on (400 otherwise).
  @Public()
  @ApiOperation({ summary: 'Stripe webhook (Stripe-Signature over the raw body)' })
  @HttpCode(200)
  @Post('webhook')
  webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.payments.handleEvent(request.rawBody, signature);
  }
}

import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, Clock } from '@capsuisse/server-core';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { DemoCheckoutController } from './demo-checkout.controller';
import { DemoPaymentProvider } from './demo.provider';
import { DemoCheckoutSession, Payment, PaymentEvent } from './payment.entity';
import { PaymentProvider } from './payment-provider.port';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { ReconcileJobs } from './reconcile.jobs';

const provider = {
  provide: PaymentProvider,
  inject: [AppConfig, EntityManager, Clock],
  // Stripe when a key is configured (its SDK loads only then); else the demo checkout, which refuses to work in production.
  useFactory: async (config: AppConfig, em: EntityManager, clock: Clock): Promise<PaymentProvider> =>
    config.stripe ? new (await import('./stripe.provider')).StripePaymentProvider(config.stripe) : new DemoPaymentProvider(em, clock, config),
};

/** Checkout, verification, the Stripe webhook, the demo checkout and the reconciliation job. */
@Module({
  imports: [MikroOrmModule.forFeature([Payment, PaymentEvent, DemoCheckoutSession]), ProfilesModule, NotificationsModule],
  controllers: [PaymentsController, DemoCheckoutController],
  providers: [provider, PaymentsService, ReconcileJobs],
  exports: [PaymentsService],
})
export class PaymentsModule {}

/** The reconciliation job alone, for apps/worker (no HTTP). */
@Module({
  imports: [MikroOrmModule.forFeature([Payment, PaymentEvent, DemoCheckoutSession]), ProfilesModule, NotificationsModule],
  providers: [provider, PaymentsService, ReconcileJobs],
})
export class PaymentJobsModule {}

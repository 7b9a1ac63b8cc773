export * from './lib/payment-provider.port';
export * from './lib/payments.service';
export * from './lib/reconcile.jobs';
export * from './lib/payments.module';
export * from './lib/migrations/Migration20261123200000_payments';
export * from './lib/migrations/Migration20261125100000_payments_anonymise';
export * from './lib/migrations/Migration20261126200000_payment_reversals';
export * from './lib/migrations/Migration20261204200000_payment_return_url';

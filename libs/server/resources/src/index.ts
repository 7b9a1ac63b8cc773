export * from './lib/resources.module';
export * from './lib/migrations/Migration20261126400000_resources';

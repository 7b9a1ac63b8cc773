export * from './lib/migrations';

export * from './lib/local-smtp';

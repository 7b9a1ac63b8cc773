export * from './fake-fetch';

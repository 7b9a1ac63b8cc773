export * from './fake-fetch';
export * from './calls';

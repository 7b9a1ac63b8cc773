export * from './fake-fetch';
export * from './calls';
export * from './applications';

export * from './lib/brand';
export * from './lib/roles';
export * from './lib/constants';
export * from './lib/countries';
export * from './lib/messages';
export * from './lib/auth';
export * from './lib/profile';
export * from './lib/http';

export * from './lib/auth.service';
export * from './lib/auth.module';
export * from './lib/migrations/initial';

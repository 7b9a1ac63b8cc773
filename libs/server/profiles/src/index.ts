export * from './lib/profiles.service';
export * from './lib/profiles.module';
export * from './lib/migrations/initial';

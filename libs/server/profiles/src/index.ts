export * from './lib/profiles.service';
export * from './lib/profiles.module';

export * from './lib/privacy.service';
export * from './lib/retention.jobs';
export * from './lib/privacy.module';

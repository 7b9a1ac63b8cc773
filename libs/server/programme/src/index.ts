export * from './lib/progress';
export * from './lib/progress.service';
export * from './lib/programme.module';

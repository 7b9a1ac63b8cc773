export * from './lib/programme.module';

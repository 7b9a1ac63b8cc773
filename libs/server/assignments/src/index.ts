export * from './lib/assignments.service';
export * from './lib/assignments.module';
export * from './lib/migrations/initial';
export * from './lib/assignments.reads';

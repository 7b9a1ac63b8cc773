export * from './lib/documents.service';
export * from './lib/deadline.jobs';
export * from './lib/documents.module';
export * from './lib/working-calendar';

export * from './lib/document.entity';
export * from './lib/documents.module';
export * from './lib/working-calendar';

export * from './lib/documents.service';
export * from './lib/deadline.jobs';
export * from './lib/documents.module';
export * from './lib/working-calendar';
export * from './lib/migrations/initial';
export * from './lib/migrations/Migration20261123100000_documents';
export * from './lib/migrations/Migration20261126300000_documents_review_indexes';
export * from './lib/migrations/Migration20261202100000_document_views';

export * from './lib/admin.service';
export * from './lib/admin.module';

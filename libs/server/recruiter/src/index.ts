export * from './lib/recruiter.module';

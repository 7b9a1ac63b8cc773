export * from './lib/assignment.entity';
export * from './lib/assignments.module';

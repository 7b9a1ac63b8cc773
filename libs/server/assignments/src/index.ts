export * from './lib/assignment.entity';
export * from './lib/assignments.service';
export * from './lib/assignments.module';

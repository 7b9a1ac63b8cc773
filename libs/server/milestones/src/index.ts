export * from './lib/milestones.service';
export * from './lib/milestones.module';
export * from './lib/migrations/initial';

export * from './lib/milestone.entity';
export * from './lib/milestones.module';

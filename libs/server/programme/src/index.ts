export * from './lib/programme.module';
export * from './lib/programme.service';
export * from './lib/training/training.service';
export { TrainingVideosService } from './lib/training/videos/training-videos.service';
export * from './lib/migrations/Migration20261127100000_programme';
export * from './lib/migrations/Migration20261212100000_job_search';
export * from './lib/migrations/Migration20261213100000_training_videos';

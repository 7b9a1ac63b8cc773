export * from './lib/profiles.service';
export * from './lib/profiles.module';
export * from './lib/migrations/initial';
export * from './lib/migrations/Migration20261126100000_progress_parts';
export * from './lib/migrations/Migration20261128400000_data_rights';
export * from './lib/migrations/Migration20261129100000_list_indexes';
export * from './lib/migrations/Migration20261129200100_access_notifications';
export * from './lib/migrations/Migration20261201100000_access_versions';

export * from './lib/auth.service';
export * from './lib/auth.module';
export * from './lib/migrations/initial';
export * from './lib/mfa/Migration20261128200000_mfa';
export * from './lib/mfa/Migration20261205100200_mfa_challenges';
export * from './lib/migrations/Migration20261128100000_session_devices';
export * from './lib/migrations/Migration20261129200000_access_notifications';
export * from './lib/migrations/Migration20261201100100_access_versions';

export * from './lib/profile.entity';
export * from './lib/user-role.entity';
export * from './lib/profiles.service';
export * from './lib/profiles.module';

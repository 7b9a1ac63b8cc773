export * from './lib/user.entity';
export * from './lib/auth.service';
export * from './lib/auth.module';

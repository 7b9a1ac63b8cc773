export * from './lib/calls.module';
export * from './lib/calls.service';
export * from './lib/calls.entities';
export * from './lib/migrations/Migration20261210200000_calls';
export * from './lib/migrations/Migration20261210400100_call_invitations';

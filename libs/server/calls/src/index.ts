export * from './lib/calls.module';
export * from './lib/calls.service';
export * from './lib/calls.entities';
export * from './lib/migrations/Migration20261210200000_calls';
export * from './lib/migrations/Migration20261210400100_call_invitations';
export * from './lib/migrations/Migration20261214100000_calendar_reads';
export { CALENDAR_WATCH, FIRST_CALL_CALENDARS, SESSION_CALENDARS } from './lib/calls.reads';

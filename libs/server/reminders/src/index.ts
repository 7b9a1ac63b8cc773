export * from './lib/reminders.module';
export * from './lib/reminders.service';
export * from './lib/reminder.jobs';
export * from './lib/reminder-setting.entity';
export * from './lib/migrations/Migration20261209200000_reminders';

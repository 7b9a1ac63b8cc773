// Moved to core (issue 30: the reminders count working days too); kept here for this lib's imports.
export { WorkingCalendar } from '@capsuisse/server-core';

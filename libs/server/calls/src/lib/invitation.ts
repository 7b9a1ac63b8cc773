import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type CallDto, PRODUCT_NAME } from '@capsuisse/contracts';
import type { MailAttachment } from '@capsuisse/server-core';
import { CALL_NOTICES } from '@capsuisse/server-core';

/** A call's people as its invitation names them. */
export interface Invited {
  organizer: { name: string; email: string };
  client: string;
  coach: string;
}

/**
 * The `.ics` of a call for one of its people: UID the call's id for its whole life, SEQUENCE raised at each change,
 * METHOD:REQUEST while it stands and METHOD:CANCEL once cancelled, times in UTC (no VTIMEZONE to get wrong).
 * The platform organises it: the two people are attendees, asked for no reply.
 */
export function invitation(call: CallDto, sequence: number, other: string, people: Invited, now: Date): MailAttachment {
  const cancelled = call.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: PRODUCT_NAME, product: 'appels', language: 'FR' }, method });
  calendar.createEvent({
    id: call.id,
    sequence,
    stamp: now,
    start: new Date(call.starts_at),
    end: new Date(call.ends_at),
    summary: CALL_NOTICES.summary(call.kind, other),
    description: CALL_NOTICES.description(call.video_url),
    location: call.video_url,
    url: call.video_url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: people.organizer,
    attendees: [
      { name: call.client_name, email: people.client, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false },
      { name: call.coach_name, email: people.coach, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false },
    ],
  });
  return { filename: cancelled ? 'annulation.ics' : 'invitation.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: calendar.toString() };
}

import { type CallEvent, type CallKind, callZurichWhen } from '@capsuisse/contracts';
import { defineMail } from './mail-template';
import { CALL_NOTICES } from '../notices';

/** A call as its e-mail tells it to one of its two people. */
export interface CallMailData {
  event: CallEvent;
  kind: CallKind;
  /** The other person of the call, named. */
  other: string;
  startsAt: string;
  videoUrl: string | null;
  /** The recipient's page of its calls. */
  link: `/${string}`;
}

/** To the client and to the coach: a call booked, confirmed, moved or cancelled; its `.ics` invitation is attached. */
export const callMail = defineMail<CallMailData>('call', ({ event, kind, other, startsAt, videoUrl, link }, ctx) => {
  const when = callZurichWhen(startsAt);
  const title = CALL_NOTICES.titles[event];
  const cancelled = event === 'cancelled';
  return {
    subject: `${title} : ${when}`,
    preview: CALL_NOTICES.body(event, kind, other, when),
    heading: title,
    blocks: [
      { p: [CALL_NOTICES.body(event, kind, other, when)] },
      ...(cancelled ? [] : [{ p: videoUrl ? [CALL_NOTICES.mail.video, { strong: videoUrl }] : [CALL_NOTICES.mail.noVideo] }]),
      { button: { label: CALL_NOTICES.mail.button, href: ctx.url(link) } },
      { note: [cancelled ? CALL_NOTICES.mail.cancel : CALL_NOTICES.mail.request] },
    ],
    reason: CALL_NOTICES.mail.reason,
  };
});

import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type CallDto, type CallEvent, callZurichWhen, PAGES, PRODUCT_NAME } from '@capsuisse/contracts';
import { AppConfig, CALL_NOTICES, callMail, Clock, type MailAttachment, MailService } from '@capsuisse/server-core';
import { NotificationsService } from '@capsuisse/server-conversation';
import { ProfilesService } from '@capsuisse/server-profiles';
import { type Invited, invitation } from './invitation';

/** Where each of a call's people finds it. */
const PAGE = { client: PAGES.calls.path, coach: PAGES.coachAgenda.path } as const;

/**
 * Issue 31: what a call's people are told of its changes. The bell inside the transaction that made the change; the
 * invitation e-mail (with its `.ics`) after its commit, for a call that is or was booked (a proposal not yet
 * accepted is in no one's calendar). The invitation always goes: a calendar left stale is worse than one e-mail.
 */
@Injectable()
export class CallNotices {
  private readonly organizer: { name: string; email: string };

  constructor(
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly profiles: ProfilesService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    // The platform's sending address (`Name <address>` or a bare address) organises every call.
    this.organizer = { name: PRODUCT_NAME, email: /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from };
  }

  /** Both people (a proposal: the client only), once per change (the key holds the call's sequence). */
  async tell(em: EntityManager, call: CallDto, event: CallEvent, sequence: number): Promise<void> {
    const when = callZurichWhen(call.starts_at);
    const people = [
      { userId: call.client_id, other: call.coach_name, link: PAGE.client },
      ...(event === 'proposed' ? [] : [{ userId: call.coach_id, other: call.client_name, link: PAGE.coach }]),
    ];
    for (const { userId, other, link } of people) {
      await this.notifications.notify(em, {
        userId,
        kind: 'call',
        title: CALL_NOTICES.titles[event],
        body: CALL_NOTICES.body(event, call.kind, other, when),
        link,
        eventKey: `call:${call.id}:${sequence}:${event}`,
        subjectId: call.client_id,
      });
    }
  }

  /** The invitation, or its cancellation, to both people: the same UID, this change's SEQUENCE. */
  async invite(call: CallDto, event: CallEvent, sequence: number): Promise<void> {
    const people = await this.people(call);
    if (!people) return;
    const now = this.clock.now();
    for (const [to, other, link] of [[people.client, call.coach_name, PAGE.client], [people.coach, call.client_name, PAGE.coach]] as const) {
      const mail = await this.mail.render(callMail, to, { event, kind: call.kind, other, startsAt: call.starts_at, videoUrl: call.video_url, link });
      await this.mail.send({ ...mail, attachments: [invitation(call, sequence, other, people, now)] });
    }
  }

  /** The call's `.ics` as one of its people downloads it: as last sent (its sequence), named for the other person. */
  async file(call: CallDto, sequence: number, forUserId: string): Promise<MailAttachment | null> {
    const people = await this.people(call);
    return people && invitation(call, sequence, forUserId === call.client_id ? call.coach_name : call.client_name, people, this.clock.now());
  }

  private async people(call: CallDto): Promise<Invited | null> {
    const emails = await this.profiles.emailsOf([call.client_id, call.coach_id]);
    const client = emails.get(call.client_id);
    const coach = emails.get(call.coach_id);
    return client && coach ? { organizer: this.organizer, client, coach } : null;
  }
}


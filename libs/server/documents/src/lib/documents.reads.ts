import type { DocumentDto } from '@capsuisse/contracts';
import { clientIdsOf } from '@capsuisse/server-assignments';
import { ANY_CHANGE, asText, type Db, iso, type Params, statement, type Subject, type Watch } from '@capsuisse/server-core';
import { THREAD_WATCH, unreadMessagesOf } from '@capsuisse/server-conversation';
import { OWN_PROFILE_WATCH, summaryCards, summaryRoster } from '@capsuisse/server-profiles';
import { type Expression, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A client's documents as the lists send them, newest first, each with its review history (newest first,
 * the reviewer named by email, '' once their account is gone). For the coach, without those to correct:
 * they are the client's business until re-uploaded (spec). Typed by the contract: a field missing, misnamed
 * or of another type does not compile.
 */
export function documentsOf(db: Db, userId: Expression<string>, forCoach: boolean): RawBuilder<DocumentDto[]> {
  return jsonArrayFrom(
    db
      .selectFrom('files as f')
      .select((eb) => [
        'f.id',
        'f.user_id',
        'f.type',
        'f.status',
        'f.mime_type',
        'f.size',
        iso(eb.ref('f.created_at')).as('created_at'),
        iso(eb.ref('f.validation_deadline')).as('validation_deadline'),
        iso(eb.ref('f.reviewed_at')).as('reviewed_at'),
        'f.reviewer_notes',
        iso(eb.ref('f.expired_at')).as('expired_at'),
        jsonArrayFrom(
          eb
            .selectFrom('document_reviews as r')
            .select((r) => [
              'r.document_type',
              'r.verdict',
              'r.note',
              r.fn.coalesce(r.selectFrom('profiles as reviewer').select('reviewer.email').whereRef('reviewer.user_id', '=', 'r.reviewer_id'), r.val('')).as('reviewer_email'),
              iso(r.ref('r.reviewed_at')).as('reviewed_at'),
            ])
            .whereRef('r.user_id', '=', 'f.user_id')
            .whereRef('r.document_type', '=', 'f.type')
            .orderBy('r.reviewed_at', 'desc'),
        ).as('history'),
      ])
      .where('f.user_id', '=', userId)
      .$if(forCoach, (q) => q.where('f.status', '<>', 'a_corriger'))
      .orderBy('f.created_at', 'desc')
      .orderBy('f.type'),
  );
}

/** `GET /api/documents`: the client's documents as JSON text, sent as it comes. Kept: see `DOCUMENT_LIST_WATCH`. */
export const DOCUMENT_LIST = statement((db, p: Params<{ userId: string }>) => db.selectNoFrom(asText(documentsOf(db, p.userId, false)).as('list')));

/**
 * What ends a kept `DOCUMENT_LIST` (subject `documents:<client>`): any change of the client's documents or reviews.
 * The reviewers' emails it shows end it too, by a trigger of their own (`documents_reviewer_changed`).
 */
export const DOCUMENT_LIST_WATCH = [
  { table: 'files', events: ANY_CHANGE, kind: 'documents', subject: 'user_id' },
  { table: 'document_reviews', events: ANY_CHANGE, kind: 'documents', subject: 'user_id' },
] as const satisfies readonly Watch[];

/**
 * Whether a document of the client waits for review. Counted, not `exists`: beside an `or`, PostgreSQL made the
 * `exists` one hashed subplan over every pending file of every client, read again at each roster.
 */
const hasPending = (db: Db, userId: Expression<string>) =>
  sql<boolean>`(${db.selectFrom('files').select((eb) => eb.fn.countAll().as('pending')).where('user_id', '=', userId).where('status', '=', 'en_attente')}) > 0`;

/**
 * The coach's assigned clients, newest first, each flagged when it waits for the coach (unread messages or a
 * document to review). The page keeps it until anything it shows changes (`coach-page:<coach>`) and makes each
 * search, filter and page from it (`searchRoster`); the page's clients come from `COACH_CARDS`.
 */
export const COACH_ROSTER = statement((db, p: Params<{ coachId: string }>) =>
  summaryRoster(db, clientIdsOf(db, p.coachId), (userId) => sql<boolean>`(${hasPending(db, userId)} or ${unreadMessagesOf(db, p.coachId, userId)} > 0)`),
);

/**
 * Clients as the coach's page shows them, one JSON text each: with the documents shown to the coach and the
 * messages it has not read. The page keeps each card until one of its subjects changes (`cardSubjects`).
 */
export const COACH_CARDS = statement((db, p: Params<{ coachId: string; clientIds: readonly string[] }>) =>
  summaryCards(db, p.clientIds, (userId) => ({ documents: documentsOf(db, userId, true), unread_messages: unreadMessagesOf(db, p.coachId, userId) })),
);

/** What a card of `COACH_CARDS` shows, so what ends it kept: the client's profile, documents (with their reviewers' emails) and thread. */
export const COACH_CARD_WATCHES = [...OWN_PROFILE_WATCH, ...DOCUMENT_LIST_WATCH, ...THREAD_WATCH] as const;
const CARD_KINDS = [...new Set(COACH_CARD_WATCHES.map((watch) => watch.kind))];

/** The subjects of a client's card (`COACH_CARD_WATCHES`). */
export const cardSubjects = (clientId: string): Subject[] => CARD_KINDS.map((kind): Subject => `${kind}:${clientId}`);

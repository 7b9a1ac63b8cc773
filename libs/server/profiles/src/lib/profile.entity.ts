import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { DocumentsState, RecruiterApproval } from '@capsuisse/contracts';

/** Spec §3 `profiles`: one per user, keyed by the user id. Progress figures are computed by the server. */
@Entity({ tableName: 'profiles' })
export class ProfileEntity {
  [OptionalProps]?:
    | 'firstName'
    | 'lastName'
    | 'countryCode'
    | 'phone'
    | 'hasPaid'
    | 'overallProgress'
    | 'progress5j'
    | 'progress10j'
    | 'documentsProgress'
    | 'milestonesProgress'
    | 'documentsState'
    | 'riskFlag'
    | 'firstLoginCompleted'
    | 'dateClose'
    | 'calendlyLink'
    | 'crmContactId'
    | 'recruiterVisible'
    | 'recruiterConsentAt'
    | 'recruiterWithdrawnAt'
    | 'recruiterApproval'
    | 'recruiterDecidedBy'
    | 'recruiterDecidedAt'
    | 'deletionRequestedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string' })
  email!: string;

  @Property({ type: 'string', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'string', nullable: true })
  countryCode: string | null = null;

  @Property({ type: 'string', nullable: true })
  phone: string | null = null;

  @Property({ type: 'boolean' })
  hasPaid = false;

  @Property({ type: 'smallint' })
  overallProgress = 0;

  @Property({ type: 'smallint', fieldName: 'progress_5j' })
  progress5j = 0;

  @Property({ type: 'smallint', fieldName: 'progress_10j' })
  progress10j = 0;

  /** The documents' and milestones' quarters of the overall progress, as percentages (see `progress.ts`). */
  @Property({ type: 'double' })
  documentsProgress = 0;

  @Property({ type: 'double' })
  milestonesProgress = 0;

  /** Written with the documents' quarter, by the documents module (`documentsState` in contracts). */
  @Property({ type: 'text' })
  documentsState: DocumentsState = 'none';

  @Property({ type: 'boolean' })
  riskFlag = false;

  @Property({ type: 'boolean' })
  firstLoginCompleted = false;

  @Property({ type: 'datetime', nullable: true })
  dateClose: Date | null = null;

  @Property({ type: 'text', nullable: true })
  calendlyLink: string | null = null;

  @Property({ type: 'text', nullable: true })
  crmContactId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** The client's consent: recruiters list it only once it said yes (off until then). */
  @Property({ type: 'boolean' })
  recruiterVisible = false;

  @Property({ type: 'datetime', nullable: true })
  recruiterConsentAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  recruiterWithdrawnAt: Date | null = null;

  /** A recruiter account's approval by axel (null for the other roles); who decided (null: the migration or the demo seed) and when. */
  @Property({ type: 'text', nullable: true })
  recruiterApproval: RecruiterApproval | null = null;

  @Property({ type: 'uuid', nullable: true })
  recruiterDecidedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  recruiterDecidedAt: Date | null = null;

  /** A deletion the user asked for, waiting for axel's confirmation. */
  @Property({ type: 'datetime', nullable: true })
  deletionRequestedAt: Date | null = null;
}

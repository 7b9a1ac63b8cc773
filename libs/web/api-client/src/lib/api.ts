import {
  type AdminAnalyticsQuery,
  type AdminCreateUserRequest,
  type AdminUsersQuery,
  API,
  API_ERRORS,
  type AuditQuery,
  type AvailabilityInput,
  type CallOutcome,
  type CheckoutRequest,
  type CoachFilter,
  type DocumentType,
  type MilestoneCreate,
  type MilestoneUpdate,
  type NotificationKind,
  type ProfileUpdate,
  type RecruiterDecision,
  type ResourceKind,
  type ResponseOf,
  type Role,
  type RouteDef,
  type VerifyRequest,
} from '@capsuisse/contracts';
import { ApiError } from './api-error';
import { type CallArgs, callRoute } from './call';
import type { HttpClient } from './http-client';
import type { SessionStore } from './session-store';

/** The API's endpoints, called through the contract's routes. Auth itself goes through the SessionStore. */
export class CapSuisseApi {
  constructor(
    private readonly http: HttpClient,
    private readonly sessions: SessionStore,
  ) {}

  readonly me = {
    get: () => this.call(API.me.get),
    update: (changes: ProfileUpdate) => this.call(API.me.update, { body: changes }),
  };

  /** The caller's data rights (/compte, 'Vos données'): archive, deletion request, recruiter visibility. */
  readonly privacy = {
    status: () => this.call(API.privacy.status),
    /** Everything the platform keeps on the caller, as zip bytes. */
    export: () => this.call(API.privacy.export),
    requestDeletion: () => this.call(API.privacy.requestDeletion),
    cancelDeletion: () => this.call(API.privacy.cancelDeletion),
    setRecruiterVisible: (visible: boolean) => this.call(API.privacy.recruiterVisibility, { body: { visible } }),
  };

  readonly documents = {
    list: () => this.call(API.documents.list),
    /** Uploads or replaces the client's own document of this type (multipart field `file`). */
    upload: (type: DocumentType, file: Blob, fileName: string) =>
      this.call(API.documents.upload, { params: { type }, body: { file: { content: file, name: fileName } } }),
    link: (id: string) => this.call(API.documents.link, { params: { id } }),
    /** The Swiss CV check of a CV's current version (issue 32): `en_attente_revue` for its client until the review. */
    cvCheck: (id: string) => this.call(API.documents.cvCheck, { params: { id } }),
    validate: (id: string) => this.call(API.documents.validate, { params: { id } }),
    reject: (id: string, reason: string) => this.call(API.documents.reject, { params: { id }, body: { reason } }),
  };

  /** /ressources: paid clients read the files, axel uploads or replaces them. */
  readonly resources = {
    list: () => this.call(API.resources.list),
    adminList: () => this.call(API.resources.adminList),
    upload: (kind: ResourceKind, file: Blob, fileName: string) =>
      this.call(API.resources.upload, { params: { kind }, body: { file: { content: file, name: fileName } } }),
  };

  readonly support = {
    contact: () => this.call(API.support.contact),
  };

  readonly coach = {
    /** One page (from 1) of the assigned clients the search finds, with the counters over all of them. */
    clients: (search = '', page = 1, filter?: CoachFilter) => this.call(API.coach.clients, { query: { search: search || undefined, page, filter } }),
  };

  /** The client's own path (`mine`); a client's path as its coach or axel manages it (each write answers with the whole path). */
  readonly milestones = {
    mine: () => this.call(API.milestones.mine),
    ofClient: (clientId: string) => this.call(API.milestones.ofClient, { params: { id: clientId } }),
    create: (clientId: string, body: MilestoneCreate) => this.call(API.milestones.create, { params: { id: clientId }, body }),
    update: (clientId: string, id: string, body: MilestoneUpdate) => this.call(API.milestones.update, { params: { id: clientId, mid: id }, body }),
    remove: (clientId: string, id: string) => this.call(API.milestones.remove, { params: { id: clientId, mid: id } }),
    reorder: (clientId: string, ids: string[]) => this.call(API.milestones.reorder, { params: { id: clientId }, body: { ids } }),
  };

  /** A client's thread: its own (`mine`, `send`, `read`), or a client's as its coach or axel reads it (`ofClient`, `sendTo`, `readOf`). */
  readonly conversation = {
    mine: (before?: string) => this.call(API.conversation.mine, { query: { before } }),
    send: (body: string) => this.call(API.conversation.send, { body: { body } }),
    sendFile: (body: string, file: Blob, fileName: string) => this.call(API.conversation.sendFile, { body: { body, file: { content: file, name: fileName } } }),
    attachment: (messageId: string) => this.call(API.conversation.attachment, { params: { id: messageId } }),
    latest: () => this.call(API.conversation.latest),
    read: () => this.call(API.conversation.read),
    ofClient: (clientId: string, before?: string) => this.call(API.conversation.ofClient, { params: { id: clientId }, query: { before } }),
    sendTo: (clientId: string, body: string) => this.call(API.conversation.sendTo, { params: { id: clientId }, body: { body } }),
    sendFileTo: (clientId: string, body: string, file: Blob, fileName: string) =>
      this.call(API.conversation.sendFileTo, { params: { id: clientId }, body: { body, file: { content: file, name: fileName } } }),
    attachmentOf: (clientId: string, messageId: string) => this.call(API.conversation.attachmentOf, { params: { id: clientId, messageId } }),
    readOf: (clientId: string) => this.call(API.conversation.readOf, { params: { id: clientId } }),
    unread: () => this.call(API.conversation.unread),
  };

  /** The bell's list and the e-mail switches (issue 30). */
  readonly notifications = {
    list: (page = 1) => this.call(API.notifications.list, { query: { page } }),
    unread: () => this.call(API.notifications.unread),
    readAll: () => this.call(API.notifications.readAll),
    readOne: (id: string) => this.call(API.notifications.readOne, { params: { id } }),
    preferences: () => this.call(API.notifications.preferences),
    setPreference: (kind: NotificationKind, email: boolean) => this.call(API.notifications.setPreference, { body: { kind, email } }),
    unsubscribe: (token: string) => this.call(API.notifications.unsubscribe, { query: { token } }),
  };

  /** Issue 31: the client's bookings, the coach's availability and agenda, axel's settings and a client's calls. */
  readonly calls = {
    firstCallSlots: () => this.call(API.calls.firstCallSlots),
    bookFirstCall: (startsAt: string) => this.call(API.calls.bookFirstCall, { body: { starts_at: startsAt } }),
    sessionSlots: () => this.call(API.calls.sessionSlots),
    bookSession: (coachId: string, startsAt: string) => this.call(API.calls.bookSession, { body: { coach_id: coachId, starts_at: startsAt } }),
    mine: () => this.call(API.calls.mine),
    cancel: (id: string) => this.call(API.calls.cancel, { params: { id } }),
    move: (id: string, startsAt: string) => this.call(API.calls.move, { params: { id }, body: { starts_at: startsAt } }),
    accept: (id: string) => this.call(API.calls.accept, { params: { id } }),
    availability: () => this.call(API.calls.availability),
    setAvailability: (body: AvailabilityInput) => this.call(API.calls.setAvailability, { body }),
    agenda: () => this.call(API.calls.agenda),
    clientCalls: (clientId: string) => this.call(API.calls.clientCalls, { params: { id: clientId } }),
    propose: (clientId: string, startsAt: string) => this.call(API.calls.propose, { params: { id: clientId }, body: { starts_at: startsAt } }),
    reenable: (clientId: string) => this.call(API.calls.reenable, { params: { id: clientId } }),
    coachCancel: (id: string) => this.call(API.calls.coachCancel, { params: { id } }),
    coachMove: (id: string, startsAt: string) => this.call(API.calls.coachMove, { params: { id }, body: { starts_at: startsAt } }),
    outcome: (id: string, outcome: CallOutcome) => this.call(API.calls.outcome, { params: { id }, body: { outcome } }),
    settings: () => this.call(API.calls.settings),
    setSettings: (sessionMinutes: number) => this.call(API.calls.setSettings, { body: { session_minutes: sessionMinutes } }),
    setFirstCalls: (coachId: string, enabled: boolean) => this.call(API.calls.setFirstCalls, { params: { id: coachId }, body: { enabled } }),
    userCalls: (userId: string) => this.call(API.calls.userCalls, { params: { id: userId } }),
  };

  readonly recruiter = {
    /** One page (from 1) of the role-client candidates, with the counters over all of them. */
    candidates: (page = 1, pageSize?: number) => this.call(API.recruiter.candidates, { query: { page, page_size: pageSize } }),
    /** One candidate's card; the server logs the view. */
    candidate: (id: string) => this.call(API.recruiter.candidate, { params: { id } }),
  };

  /** axel's space (spec §2 "Admin dashboard", "User detail"); every change is audited by the server. */
  readonly admin = {
    users: (query: AdminUsersQuery = {}) => this.call(API.admin.users, { query }),
    counters: () => this.call(API.admin.counters),
    createUser: (body: AdminCreateUserRequest) => this.call(API.admin.createUser, { body }),
    user: (id: string) => this.call(API.admin.user, { params: { id } }),
    updateUser: (id: string, changes: ProfileUpdate) => this.call(API.admin.updateUser, { params: { id }, body: changes }),
    setRole: (id: string, role: Role) => this.call(API.admin.setRole, { params: { id }, body: { role } }),
    setAccess: (id: string, hasPaid: boolean) => this.call(API.admin.setAccess, { params: { id }, body: { has_paid: hasPaid } }),
    /** Approves or refuses a recruiter account (a recruiter sees candidates only once approved). */
    decideRecruiter: (id: string, decision: RecruiterDecision) => this.call(API.admin.recruiterApproval, { params: { id }, body: { decision } }),
    resetPassword: (id: string, newPassword: string) => this.call(API.admin.resetPassword, { params: { id }, body: { new_password: newPassword } }),
    deleteUser: (id: string) => this.call(API.admin.deleteUser, { params: { id } }),
    assign: (coachId: string, clientId: string) => this.call(API.admin.assign, { body: { accompagnateur_id: coachId, client_id: clientId } }),
    audit: (query: AuditQuery = {}) => this.call(API.admin.audit, { query }),
    analytics: (query: AdminAnalyticsQuery = {}) => this.call(API.admin.analytics, { query }),
  };

  /** axel's view of mail delivery: the mails, failed ones first asked, and sending a failed one again. */
  readonly payments = {
    /** Opens a checkout session at the provider; its `url` is where the client pays. */
    checkout: (body: CheckoutRequest) => this.call(API.payments.checkout, { body }),
    /** Asks the server (which asks the provider) whether this checkout session is paid. */
    verify: (body: VerifyRequest) => this.call(API.payments.verify, { body }),
  };

  readonly config = {
    get: () => this.call(API.system.config),
  };

  /** The signed-in user's second factors; verifying one goes through the SessionStore (it changes the session). */
  readonly mfa = {
    /** Both ask for the account's password again (not needed to cancel an unfinished enrolment). */
    enrol: (password: string, friendlyName?: string) => this.call(API.auth.enrolFactor, { body: { password, ...(friendlyName && { friendly_name: friendlyName }) } }),
    remove: (id: string, password?: string) => this.call(API.auth.removeFactor, { params: { id }, body: password === undefined ? undefined : { password } }),
  };

  /** "Connexions actives": the caller's signed-in devices; ending one signs that device out at once. */
  readonly activeSessions = {
    list: () => this.call(API.auth.sessions),
    end: (id: string) => this.call(API.auth.endSession, { params: { id } }),
  };

  readonly password = {
    recover: (email: string) => this.call(API.auth.recover, { body: { email } }),
    reset: (token: string, password: string) => this.call(API.auth.reset, { body: { token, password } }),
  };

  /** Any contract route: params, query and body in, its response out; signed-in routes carry the session's token. */
  call<R extends RouteDef>(route: R, ...[request]: CallArgs<R>): Promise<ResponseOf<R>> {
    if (route.access.kind === 'public') return callRoute(this.http, route, request);
    return this.authed((token) => callRoute(this.http, route, request, token));
  }

  /** A signed-in call; a 401 on a token we believed valid gets one refresh and one retry. */
  private async authed<T>(send: (token: string) => Promise<T>): Promise<T> {
    const token = await this.sessions.getAccessToken();
    if (!token) throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: API_ERRORS.unauthenticated });
    try {
      return await send(token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      const renewed = await this.sessions.refreshSession();
      if (!renewed) throw error;
      return send(renewed.access_token);
    }
  }
}

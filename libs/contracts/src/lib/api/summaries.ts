import type { RouteDef } from './route';
import { ROUTES } from './routes';

type Routes = typeof ROUTES;

/**
 * What each endpoint does, for the OpenAPI document (`@Endpoint`). Apart from the routes, which every page
 * downloads with the api client: the browser need not carry the API's documentation.
 */
export const SUMMARIES: { [G in keyof Routes]: { [K in keyof Routes[G]]: string } } = {
  system: {
    health: 'Database, queue and storage status (200 ok, 503 down)',
    live: 'The process answers (200), no backend asked: for liveness probes',
    config: 'Settings the web reads at run time (no secrets)',
  },
  auth: {
    signup: 'Create a client, client_se_loger or recruteur account; returns a session (transport: as /auth/token)',
    token:
      'grant_type=password: {email, password} (an account with a verified factor gets {mfa_required, mfa_token} instead of a session); grant_type=mfa: {mfa_token, code | recovery_code} (aal2 session); grant_type=refresh_token: {refresh_token} (rotates, keeps the aal). transport=body (default): the refresh token travels in the JSON; transport=cookie: in an HttpOnly cookie on /api/auth, never in the JSON',
    logout:
      'scope=global (every device), local (this one), others (all but this one); clears the refresh cookie unless others',
    sessions: "The caller's active sessions (device, created, last use, current)",
    endSession: "Ends one of the caller's sessions (404 when it is not one of theirs)",
    user: 'The signed-in user: id, email, role, factors',
    enrolFactor:
      'Starts a TOTP enrolment, the password asked again: an unverified factor, its secret, otpauth URI and QR code (replaces an unfinished one)',
    verifyFactor:
      'Verifies a new factor with a code: the factor becomes verified, this session aal2; answers the 10 recovery codes, once',
    removeFactor:
      'Removes a factor (a verified one from an aal2 session only, the password asked again); the last verified one takes the recovery codes with it',
    recover: 'Emails a reset link when the account exists; always 200',
    reset: 'Sets a new password with an emailed token (single use, 1 h); signs out everywhere',
  },
  me: {
    get: 'Own profile, with role, has_paid and progress figures',
    update: 'Edit own first/last name, dial code, phone (empty → null)',
  },
  privacy: {
    status: 'Own data rights: recruiter visibility, pending deletion request',
    export:
      'All own data as one zip archive (profile, documents and their files, milestones, training, follow-up, payments), streamed',
    requestDeletion: 'Ask for the deletion of the own account (axel confirms; asking again keeps the first date)',
    cancelDeletion: 'Withdraw the own pending deletion request (404 when none)',
    recruiterVisibility:
      'Consent to recruiters seeing the own profile (off until given; the dates of consent and withdrawal kept)',
  },
  documents: {
    list: 'Own current documents, each with its review history',
    upload: 'Upload or replace own document (multipart field `file`; type checked by content, 10 MB)',
    link: 'Signed download link (owner, assigned coach, axel)',
    cvCheck:
      "The Swiss CV check of a CV's current version (status en_cours while its text is read, then each rule passed, failed or not_applicable with the text found): the assigned coach and axel at any time, the owner once the version is reviewed (before: status en_attente_revue, no rule)",
    validate: 'Validate a pending document (assigned coach, axel)',
    reject: 'Reject a pending document with a reason (assigned coach, axel)',
  },
  coach: {
    clients:
      'Counters over the assigned clients, then one page of those the search (and `filter=a_traiter`: unread messages or a document to review) finds, newest first, with their documents (a_corriger hidden) and unread messages',
  },
  milestones: {
    mine: 'Own milestones, ordered by code',
    ofClient: "A client's milestones, ordered by code, with its overall progress (assigned coach, axel)",
    create: 'Add a milestone to a client (assigned coach, axel; audited)',
    update: 'Edit or complete a milestone (assigned coach, axel; audited)',
    remove: 'Delete a milestone (assigned coach, axel; audited)',
    reorder:
      "Reorder a client's milestones: every id once, in the new order; codes become 01, 02… (assigned coach, axel; audited)",
  },
  conversation: {
    mine: 'Own thread: the newest messages (or those before `?before=`), read receipts, who answers',
    send: 'Write to own coach (30 messages a minute at most)',
    latest: "The newest message of the client's coach (or the team), for the dashboard",
    read: 'Mark own thread read up to now',
    ofClient: "A client's thread (assigned coach; axel, audited), its whole history",
    sendTo: 'Write to a paid client (assigned coach; axel, audited)',
    sendFile: 'Write to own coach with a file (multipart: `file`, PDF/JPG/PNG checked by content, 10 MB; optional text `body`)',
    attachment: "A signed link to a file of a message in own thread",
    sendFileTo: 'Write to a paid client with a file (multipart as `sendFile`; assigned coach; axel, audited)',
    attachmentOf: "A signed link to a file of a message in a client's thread (assigned coach; axel)",
    readOf: "Mark a client's thread read up to now, for the caller",
    unread:
      "Messages waiting for the caller (the top bar's badge): own thread, the assigned clients' threads, or for axel those of clients without a coach",
  },
  notifications: {
    list: 'Own notifications, unread first then newest, a page of 20',
    unread: "How many own notifications are unread (the top bar's bell)",
    readAll: 'Mark every own notification read',
    readOne: 'Mark one own notification read (when opened)',
    preferences: "The kinds the caller's role receives, each with its e-mail on or off",
    setPreference: "Turn one kind's e-mails on or off",
    unsubscribe: "One-click unsubscribe (RFC 8058): the signed token of an e-mail's link turns that kind's e-mails off",
  },
  live: {
    events:
      "Own live events as Server-Sent Events (new messages, read receipts, unread counts); `ready` once subscribed; ends when the access token expires or the session's access changes",
  },
  recruiter: {
    candidates:
      'Role-client profiles that consented to recruiters, without contact data: counters over all of them and one page, newest first; each read audited; 403 for a recruiter axel has not approved',
    candidate:
      "One candidate's card (same fields as the list); every view is written to the audit log; 404 for a client who has not consented; 403 for a recruiter axel has not approved",
  },
  payments: {
    checkout: 'Checkout session for 399 CHF or 448 EUR; 409 once paid',
    verify: 'Asks the provider whether one of own sessions is paid, and settles it',
    webhook: 'Stripe webhook (Stripe-Signature over the raw body)',
  },
  admin: {
    assign: 'Assign a client to a coach (409 when already assigned)',
    users:
      'Users, sorted (email, role, created_at), filtered by role, searched by email (literal substring), paginated',
    counters: 'Counts of users, coaches, clients (housing included) and recruiters',
    createUser: 'Create an account (paid unless payment_required); 409 when the email is taken',
    user: 'User detail: profile, role, documents with signed links, milestones, coaches and clients',
    updateUser: "Edit a user's first/last name, dial code, phone (empty → null)",
    setRole: "Change a user's role (409 for the last axel); effective on the user's next request",
    setAccess: 'Open or block the client features (has_paid)',
    recruiterApproval:
      'Approve or refuse a recruiter account (409 for another role); a recruiter sees candidates only once approved',
    resetPassword: "Set a user's password (6 characters or more); ends every session of the user",
    deleteUser:
      'Delete an account for good: profile, role, sessions, tokens, assignments, documents and their files, pending jobs; payments kept, anonymised (409 for the last axel)',
    audit: 'Audit log, newest first, filtered by actor (id or email), target id, action, period',
    analytics:
      "Figures of the last N weeks (Europe/Zurich): funnel per sign-up week, review time against the 48 working-hour deadline with the late documents, and each coach's load",
  },
  mails: {
    list: 'Mail deliveries, newest first, filtered by status (failed ones are kept until resent)',
    resend:
      'Try a failed mail again now, with a new series of retries (a reset mail gets a fresh link); audited; 409 unless failed',
  },
  queues: {
    list: 'Background jobs per queue (waiting, running, delayed, failed), the newest failed ones without their data, and the jobs kept in PostgreSQL while Redis is away',
    retry: 'Run a failed job again with a new series of tries; audited; 404 unless it failed',
  },
  reminders: {
    list: 'Each reminder kind: on or off, its delay and the range allowed',
    update: 'Turn a reminder kind on or off and set its delay; audited',
  },
  resources: {
    list: 'The uploaded resources (blank form, address book), each with a signed link',
    adminList: 'The uploaded resources as axel manages them, each with a signed link',
    upload: 'Upload or replace a resource (multipart field `file`; PDF form, spreadsheet address book, 10 MB)',
  },
  support: {
    contact: 'How a paid client reaches the team (the product mailbox)',
  },
  programme: {
    training: 'The five training days with own ticked exercises and progress_5j',
    tick: 'Tick or untick one exercise (progress_5j and overall progress follow)',
    followUp: 'The ten campaign days with own applications, daily notes and progress_10j',
    addEntry: 'Log an application on one day of the campaign',
    updateEntry: 'Edit one of own applications (404 for anyone else’s)',
    deleteEntry: 'Delete one of own applications (404 for anyone else’s)',
    note: 'The daily note of one campaign day (empty clears it)',
    proof: 'Proof of job search of one month (PDF laid out like the unemployment insurance form)',
    proofCsv: 'The same proof as CSV, one line per application, the same columns (for typing into Job-Room)',
    applications: "The whole job-search log (every column of the ORP form), the ORP number and this month's count against the target",
    addApplication: 'Log an application (a campaign day optional; to apply, without a date, or sent)',
    updateApplication: 'Edit or move one of own applications on the board (404 for anyone else’s)',
    deleteApplication: 'Delete one of own applications (404 for anyone else’s)',
    orpNumber: 'The client’s ORP personal number, printed on the proof (empty clears it)',
    target: "Set a client's monthly target of applications, agreed with the ORP (its assigned coach, axel); audited",
    ofClient: "A client's training, follow-up and job-search log (its assigned coach, axel)",
    content: 'The training content as axel edits it',
    editDay: 'Edit one training day (exercises sent back with their id keep the clients’ ticks); audited',
    videoUpload: 'Start a resumable (tus) upload of a day’s video, MP4 H.264/AAC or WebM up to 1 GiB; the old video stays until it completes; audited',
    videoPoster: 'Set a day’s poster image (JPG or PNG, 5 MB); audited',
    videoSubtitles: 'Set a day’s French subtitles (WebVTT, 512 KB); audited',
    videoSettings: 'Whether a day’s video needs its subtitles before it is taken; audited',
    deleteVideo: 'Remove a day’s video, poster and subtitles; audited',
    subtitles: 'A day’s French subtitles (WebVTT), for the player',
    videoProgress: 'Report what the player played since its last report; 90 % played marks the day’s video watched',
  },
  calls: {
    firstCallSlots: 'Free 30-minute first-call slots of the next 60 days, across the coaches taking first calls (UTC instants)',
    bookFirstCall: 'Book the free first call at a slot (one per client, unpaid allowed); 409 with next_slots when just taken',
    sessionSlots: "Free session slots of the caller's assigned coach(es), next 60 days (UTC instants)",
    bookSession: 'Book a session with an assigned coach; 409 with next_slots when just taken',
    mine: "The caller's calls, its missed count and whether booking is blocked",
    cancel: 'Cancel one of own calls (until 24 h before; 404 for anyone else’s)',
    move: 'Move one of own calls to another free slot (until 24 h before)',
    accept: 'Accept a slot the coach proposed',
    availability: "The coach's own weekly hours, exceptions, video link (Europe/Zurich wall-clock times)",
    setAvailability: "Replace the coach's own availability; audited",
    agenda: "The coach's calls from a week ago on, soonest first",
    clientCalls: "An assigned client's calls and standing (404 when not assigned)",
    propose: 'Propose a slot to an assigned client (held until accepted or cancelled)',
    reenable: 'Re-enable booking for an assigned client blocked by missed calls; audited',
    coachCancel: 'Cancel one of own calls at any time before it starts; audited',
    coachMove: 'Move one of own calls at any time before it starts; audited',
    outcome: 'Mark a call that has started as held or missed; audited',
    settings: 'Session length and the coaches taking first calls',
    setSettings: 'Set the session length (minutes); audited',
    setFirstCalls: 'Whether a coach takes first calls; audited',
    coachAvailability: "Any coach's availability",
    setCoachAvailability: "Replace any coach's availability; audited",
    userCalls: "A client's calls, missed count and standing",
    invitation: "One of own calls (client or coach) as an .ics file: the invitation's UID and SEQUENCE, METHOD:CANCEL once cancelled; 409 for a proposal not yet accepted",
  },
};

const byRoute = new Map<RouteDef, string>(
  Object.entries(SUMMARIES).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]): [RouteDef, string] => [
      (ROUTES as Record<string, Record<string, RouteDef>>)[group][name],
      text,
    ]),
  ),
);

/** A route's summary in the OpenAPI document. */
export const summaryOf = (route: RouteDef): string => byRoute.get(route) ?? '';

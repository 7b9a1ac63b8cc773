// The answers sent as JSON text (`JsonText` on the API: composed by the database, or kept as sent), as run-time schemas: the API's
// tests parse each read's answer with them. The web never imports them at run time (it would bundle zod):
// the contract's types are inferred from them with `import type`.
export { reviewEntry, documentDto, cvCheckDto } from './documents.response';
export { coachClient, coachClientsResponse } from './coach.response';
export { adminUser, adminUsersResponse } from './admin.response';
export { recruiterCandidate, recruiterCandidatesResponse } from './recruiter.response';
export { profileResponse } from './profile.response';
export { callSlotsResponse } from './calls.response';

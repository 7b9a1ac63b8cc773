import { TOASTS } from '../messages';
import type { JobSearchLog, JobSearchMonth } from '../job-search';
import type { ClientProgramme, FollowUpView, TrainingDayContent, TrainingView } from '../programme';
import type { VideoProgressView } from '../training-videos';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, rolesWithDenial, route } from './route';

const paidClient = paidRolesOf(ROLE_SETS.clients);
const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

// The client's own programme (paid); each change answers the whole updated view, progress included.
export const programmeRoutes = {
  training: route({
    method: 'GET',
    path: '/programme/training',
    access: paidClient,
    response: returns<TrainingView>(),
  }),
  tick: route({
    method: 'PUT',
    path: '/programme/training/exercises/:id',
    access: paidClient,
    response: returns<TrainingView>(),
  }),
  followUp: route({
    method: 'GET',
    path: '/programme/follow-up',
    access: paidClient,
    response: returns<FollowUpView>(),
  }),
  addEntry: route({
    method: 'POST',
    path: '/programme/follow-up/entries',
    access: paidClient,
    response: returns<FollowUpView>(),
  }),
  updateEntry: route({
    method: 'PATCH',
    path: '/programme/follow-up/entries/:id',
    access: paidClient,
    response: returns<FollowUpView>(),
  }),
  deleteEntry: route({
    method: 'DELETE',
    path: '/programme/follow-up/entries/:id',
    access: paidClient,
    response: returns<FollowUpView>(),
  }),
  note: route({
    method: 'PUT',
    path: '/programme/follow-up/days/:day/note',
    access: paidClient,
    response: returns<FollowUpView>(),
  }),
  proof: route({
    method: 'GET',
    path: '/programme/follow-up/proof',
    access: paidClient,
    file: { mimeType: 'application/pdf' },
    response: returns<Uint8Array>(),
  }),
  proofCsv: route({
    method: 'GET',
    path: '/programme/follow-up/proof.csv',
    access: paidClient,
    file: { mimeType: 'text/csv' },
    response: returns<Uint8Array>(),
  }),
  // Issue 32: the job-search log, of which the campaign's entries are the first ten days.
  applications: route({
    method: 'GET',
    path: '/programme/applications',
    access: paidClient,
    response: returns<JobSearchLog>(),
  }),
  addApplication: route({
    method: 'POST',
    path: '/programme/applications',
    access: paidClient,
    response: returns<JobSearchLog>(),
  }),
  updateApplication: route({
    method: 'PATCH',
    path: '/programme/applications/:id',
    access: paidClient,
    response: returns<JobSearchLog>(),
  }),
  deleteApplication: route({
    method: 'DELETE',
    path: '/programme/applications/:id',
    access: paidClient,
    response: returns<JobSearchLog>(),
  }),
  orpNumber: route({
    method: 'PUT',
    path: '/programme/job-search/orp-number',
    access: paidClient,
    response: returns<JobSearchLog>(),
  }),
  target: route({
    method: 'PUT',
    path: '/users/:id/job-search/target',
    access: rolesOf(ROLE_SETS.clientStaff),
    response: returns<JobSearchMonth>(),
  }),
  ofClient: route({
    method: 'GET',
    path: '/users/:id/programme',
    access: rolesOf(ROLE_SETS.clientStaff),
    response: returns<ClientProgramme>(),
  }),
  content: route({
    method: 'GET',
    path: '/programme/training/days',
    access: axel,
    response: returns<TrainingDayContent[]>(),
  }),
  editDay: route({
    method: 'PUT',
    path: '/programme/training/days/:day',
    access: axel,
    response: returns<TrainingDayContent>(),
  }),
  // Issue 34: each day's video. The video itself comes by the tus protocol (resumable), created here and sent to
  // `/programme/training/days/:day/video/uploads/:id` (HEAD, PATCH, DELETE); its poster and subtitles by plain uploads.
  videoUpload: route({
    method: 'POST',
    path: '/programme/training/days/:day/video/uploads',
    access: axel,
    status: 201,
    response: returns<void>(),
  }),
  videoPoster: route({
    method: 'PUT',
    path: '/programme/training/days/:day/video/poster',
    access: axel,
    upload: { field: 'file' },
    response: returns<TrainingDayContent>(),
  }),
  videoSubtitles: route({
    method: 'PUT',
    path: '/programme/training/days/:day/video/subtitles',
    access: axel,
    upload: { field: 'file' },
    response: returns<TrainingDayContent>(),
  }),
  videoSettings: route({
    method: 'PATCH',
    path: '/programme/training/days/:day/video',
    access: axel,
    response: returns<TrainingDayContent>(),
  }),
  deleteVideo: route({
    method: 'DELETE',
    path: '/programme/training/days/:day/video',
    access: axel,
    response: returns<TrainingDayContent>(),
  }),
  subtitles: route({
    method: 'GET',
    path: '/programme/training/days/:day/video/subtitles',
    access: paidClient,
    file: { mimeType: 'text/vtt' },
    response: returns<Uint8Array>(),
  }),
  videoProgress: route({
    method: 'PUT',
    path: '/programme/training/days/:day/video/progress',
    access: paidClient,
    response: returns<VideoProgressView>(),
  }),
};

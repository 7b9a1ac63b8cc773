import { TOASTS } from '../messages';
import type { ClientProgramme, FollowUpView, TrainingDayContent, TrainingView } from '../programme';
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
    summary: 'The five training days with own ticked exercises and progress_5j',
    response: returns<TrainingView>(),
  }),
  tick: route({
    method: 'PUT',
    path: '/programme/training/exercises/:id',
    access: paidClient,
    summary: 'Tick or untick one exercise (progress_5j and overall progress follow)',
    response: returns<TrainingView>(),
  }),
  followUp: route({
    method: 'GET',
    path: '/programme/follow-up',
    access: paidClient,
    summary: 'The ten campaign days with own applications, daily notes and progress_10j',
    response: returns<FollowUpView>(),
  }),
  addEntry: route({
    method: 'POST',
    path: '/programme/follow-up/entries',
    access: paidClient,
    summary: 'Log an application on one day of the campaign',
    response: returns<FollowUpView>(),
  }),
  updateEntry: route({
    method: 'PATCH',
    path: '/programme/follow-up/entries/:id',
    access: paidClient,
    summary: 'Edit one of own applications (404 for anyone else’s)',
    response: returns<FollowUpView>(),
  }),
  deleteEntry: route({
    method: 'DELETE',
    path: '/programme/follow-up/entries/:id',
    access: paidClient,
    summary: 'Delete one of own applications (404 for anyone else’s)',
    response: returns<FollowUpView>(),
  }),
  note: route({
    method: 'PUT',
    path: '/programme/follow-up/days/:day/note',
    access: paidClient,
    summary: 'The daily note of one campaign day (empty clears it)',
    response: returns<FollowUpView>(),
  }),
  proof: route({
    method: 'GET',
    path: '/programme/follow-up/proof',
    access: paidClient,
    summary: 'Proof of job search of one month (PDF laid out like the unemployment insurance form)',
    file: { mimeType: 'application/pdf' },
    response: returns<Uint8Array>(),
  }),
  ofClient: route({
    method: 'GET',
    path: '/users/:id/programme',
    access: rolesOf(ROLE_SETS.clientStaff),
    summary: "A client's training and follow-up (its assigned coach, axel)",
    response: returns<ClientProgramme>(),
  }),
  content: route({
    method: 'GET',
    path: '/programme/training/days',
    access: axel,
    summary: 'The training content as axel edits it',
    response: returns<TrainingDayContent[]>(),
  }),
  editDay: route({
    method: 'PUT',
    path: '/programme/training/days/:day',
    access: axel,
    summary: 'Edit one training day (exercises sent back with their id keep the clients’ ticks); audited',
    response: returns<TrainingDayContent>(),
  }),
};

import type { AvailabilityDto, CallDto, CallSettingsDto, CallSlotsDto, ClientCallsDto } from '../calls';
import { TOASTS } from '../messages';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, rolesWithDenial, route } from './route';

const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);
const coach = rolesOf(ROLE_SETS.coachSpace);
// The first call is open to every client, paid or not; sessions are behind the payment gate.
const client = rolesOf(ROLE_SETS.clients);
const paidClient = paidRolesOf(ROLE_SETS.clients);
// A call's two people: its client and its coach (ownership checked by the service).
const callPeople = rolesOf([...ROLE_SETS.clients, ...ROLE_SETS.coachSpace]);

/** Issue 31: availability, free slots and bookings of the first call and the coaching sessions. */
export const callRoutes = {
  firstCallSlots: route({ method: 'GET', path: '/calls/first-call/slots', access: client, response: returns<CallSlotsDto>() }),
  bookFirstCall: route({ method: 'POST', path: '/calls/first-call', access: client, response: returns<CallDto>() }),
  sessionSlots: route({ method: 'GET', path: '/calls/sessions/slots', access: paidClient, response: returns<CallSlotsDto>() }),
  bookSession: route({ method: 'POST', path: '/calls/sessions', access: paidClient, response: returns<CallDto>() }),
  mine: route({ method: 'GET', path: '/calls', access: client, response: returns<ClientCallsDto>() }),
  cancel: route({ method: 'POST', path: '/calls/:id/cancel', access: client, status: 200, response: returns<CallDto>() }),
  move: route({ method: 'POST', path: '/calls/:id/move', access: client, status: 200, response: returns<CallDto>() }),
  accept: route({ method: 'POST', path: '/calls/:id/accept', access: client, status: 200, response: returns<CallDto>() }),
  invitation: route({ method: 'GET', path: '/calls/:id/invitation', access: callPeople, file: { mimeType: 'text/calendar' }, response: returns<Uint8Array>() }),

  availability: route({ method: 'GET', path: '/coach/availability', access: coach, response: returns<AvailabilityDto>() }),
  setAvailability: route({ method: 'PUT', path: '/coach/availability', access: coach, response: returns<AvailabilityDto>() }),
  agenda: route({ method: 'GET', path: '/coach/calls', access: coach, response: returns<CallDto[]>() }),
  clientCalls: route({ method: 'GET', path: '/coach/clients/:id/calls', access: coach, response: returns<ClientCallsDto>() }),
  propose: route({ method: 'POST', path: '/coach/clients/:id/calls', access: coach, response: returns<CallDto>() }),
  reenable: route({ method: 'POST', path: '/coach/clients/:id/calls/reenable', access: coach, status: 200, response: returns<ClientCallsDto>() }),
  coachCancel: route({ method: 'POST', path: '/coach/calls/:id/cancel', access: coach, status: 200, response: returns<CallDto>() }),
  coachMove: route({ method: 'POST', path: '/coach/calls/:id/move', access: coach, status: 200, response: returns<CallDto>() }),
  outcome: route({ method: 'POST', path: '/coach/calls/:id/outcome', access: coach, status: 200, response: returns<CallDto>() }),

  settings: route({ method: 'GET', path: '/admin/calls/settings', access: axel, response: returns<CallSettingsDto>() }),
  setSettings: route({ method: 'PUT', path: '/admin/calls/settings', access: axel, response: returns<CallSettingsDto>() }),
  setFirstCalls: route({ method: 'PUT', path: '/admin/coaches/:id/first-calls', access: axel, response: returns<CallSettingsDto>() }),
  coachAvailability: route({ method: 'GET', path: '/admin/coaches/:id/availability', access: axel, response: returns<AvailabilityDto>() }),
  setCoachAvailability: route({ method: 'PUT', path: '/admin/coaches/:id/availability', access: axel, response: returns<AvailabilityDto>() }),
  userCalls: route({ method: 'GET', path: '/admin/users/:id/calls', access: axel, response: returns<ClientCallsDto>() }),
};

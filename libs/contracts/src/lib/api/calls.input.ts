import { availabilitySchema, callOutcomeSchema, callSettingsSchema, callTimeSchema, firstCallSchema, firstCallsSchema, sessionCallSchema } from '../calls.schemas';
import type { callRoutes } from './calls';
import { idParams } from './ids';
import type { InputsOf } from './route';

export const callInput = {
  bookFirstCall: { body: firstCallSchema },
  bookSession: { body: sessionCallSchema },
  cancel: { params: idParams },
  move: { params: idParams, body: callTimeSchema },
  accept: { params: idParams },
  invitation: { params: idParams },
  setAvailability: { body: availabilitySchema },
  clientCalls: { params: idParams },
  propose: { params: idParams, body: callTimeSchema },
  reenable: { params: idParams },
  coachCancel: { params: idParams },
  coachMove: { params: idParams, body: callTimeSchema },
  outcome: { params: idParams, body: callOutcomeSchema },
  setSettings: { body: callSettingsSchema },
  setFirstCalls: { params: idParams, body: firstCallsSchema },
  coachAvailability: { params: idParams },
  setCoachAvailability: { params: idParams, body: availabilitySchema },
  userCalls: { params: idParams },
} satisfies InputsOf<typeof callRoutes>;

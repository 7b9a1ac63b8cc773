import {
  applicationSchema,
  exerciseTickSchema,
  followUpDayParams,
  followUpEntryPatchSchema,
  followUpEntrySchema,
  followUpNoteSchema,
  jobSearchTargetSchema,
  orpNumberSchema,
  proofQuerySchema,
  trainingDayParams,
  trainingDaySchema,
} from '../programme.schemas';
import { videoProgressSchema, videoSettingsSchema } from '../training-videos.schemas';
import { idParams } from './ids';
import type { InputsOf } from './route';
import type { programmeRoutes } from './programme';

export const programmeInput = {
  tick: { params: idParams, body: exerciseTickSchema },
  addEntry: { body: followUpEntrySchema },
  updateEntry: { params: idParams, body: followUpEntryPatchSchema },
  deleteEntry: { params: idParams },
  note: { params: followUpDayParams, body: followUpNoteSchema },
  proof: { query: proofQuerySchema },
  proofCsv: { query: proofQuerySchema },
  addApplication: { body: applicationSchema },
  updateApplication: { params: idParams, body: followUpEntryPatchSchema },
  deleteApplication: { params: idParams },
  orpNumber: { body: orpNumberSchema },
  target: { params: idParams, body: jobSearchTargetSchema },
  ofClient: { params: idParams },
  editDay: { params: trainingDayParams, body: trainingDaySchema },
  videoUpload: { params: trainingDayParams },
  videoPoster: { params: trainingDayParams },
  videoSubtitles: { params: trainingDayParams },
  videoSettings: { params: trainingDayParams, body: videoSettingsSchema },
  deleteVideo: { params: trainingDayParams },
  subtitles: { params: trainingDayParams },
  videoProgress: { params: trainingDayParams, body: videoProgressSchema },
} satisfies InputsOf<typeof programmeRoutes>;

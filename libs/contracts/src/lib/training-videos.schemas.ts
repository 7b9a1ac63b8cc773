import { z } from 'zod';
import { strictBody } from './strict-body';
import { VIDEO_ERRORS } from './training-videos';

/** A second of a video: finite, not negative, at most a day (no video of the training is longer). */
const second = z.number({ error: VIDEO_ERRORS.progress }).finite(VIDEO_ERRORS.progress).min(0, VIDEO_ERRORS.progress).max(86_400, VIDEO_ERRORS.progress);

export const videoSettingsSchema = strictBody({
  subtitles_required: z.boolean({ error: 'Indiquez si les sous-titres sont requis (oui ou non)' }),
});

export const videoProgressSchema = strictBody({
  position: second,
  // A report covers a few seconds of play; 50 spans leave room for a viewer who seeks often, not for a flood.
  played: z
    .array(z.tuple([second, second], { error: VIDEO_ERRORS.progress }).refine(([from, to]) => to >= from, VIDEO_ERRORS.progress), { error: VIDEO_ERRORS.progress })
    .max(50, VIDEO_ERRORS.progress),
});

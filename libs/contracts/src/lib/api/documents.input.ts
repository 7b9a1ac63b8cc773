import { z } from 'zod';
import { DOCUMENT_ERRORS, DOCUMENT_TYPES } from '../documents';
import { rejectSchema } from '../documents.schemas';
import { idParams } from './ids';
import type { InputsOf } from './route';
import type { documentRoutes } from './documents';

export const documentInput = {
  upload: { params: z.object({ type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_ERRORS.unknownType }) }) },
  link: { params: idParams },
  cvCheck: { params: idParams },
  validate: { params: idParams },
  reject: { params: idParams, body: rejectSchema },
} satisfies InputsOf<typeof documentRoutes>;

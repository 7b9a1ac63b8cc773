import { z } from 'zod';
import { VALIDATION as V } from './messages';

/**
 * A request body's object: an unknown field is refused with a French 400 instead of being dropped, so a
 * renamed or misspelt field fails loudly on the side that sent it.
 */
export const strictBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? V.unknownFields(issue.keys) : V.bodyObject) });

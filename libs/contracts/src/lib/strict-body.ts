import { z } from 'zod';
import { VALIDATION as V } from './messages';

/**
 * A request body's object: an unknown field is refused with a French 400 instead of being dropped, so a
 * renamed or misspelt field fails loudly on the side that sent it.
 */
export const strictBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? V.unknownFields(issue.keys) : V.bodyObject) });

/** A text that must hold something once trimmed, up to `max` characters. */
export const requiredText = (max: number, requiredError: string, maxError: string) =>
  z.string({ error: requiredError }).trim().min(1, requiredError).max(max, maxError);

/** A text up to `max` characters that may be left out; empty is saved as null. */
export const optionalNullText = (max: number, maxError: string) =>
  z
    .string({ error: maxError })
    .trim()
    .max(max, maxError)
    .nullish()
    .transform((v) => v || null);

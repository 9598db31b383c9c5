import { z } from 'zod';
import { COORDINATE_DECIMALS, NAME_MAX_LENGTH } from '../constants.ts';
import { stripInvisible } from './text.ts';

/**
 * A required, trimmed name: the rule every lookup shares (spec 000 §5, 002 §5). Invisible characters
 * (zero-width, bidirectional overrides) are dropped, so a name cannot look like another.
 */
export const requiredName = z.string().overwrite(stripInvisible).trim().min(1).max(NAME_MAX_LENGTH);
export const id = z.number().int().positive();

const round = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));
const latitude = z.number().min(-90).max(90).transform(round);
const longitude = z.number().min(-180).max(180).transform(round);

/** Gender, level, status and every other id/name/isActive lookup. */
export const lookupCreateInput = z.object({ name: requiredName });
/** The row a spec client read, sent back with an update (spec 000 §7); only its `id` is used. */
export const specEntity = z.record(z.string(), z.unknown()).nullish();
export const lookupUpdateInput = z.object({
  id,
  name: requiredName,
  isActive: z.boolean(),
  entity: specEntity,
});

/** A status's code (spec 001 §3): optional, short, no spaces; empty clears it. */
const statusCode = z
  .string()
  .trim()
  .max(50)
  .regex(/^[\p{L}\p{N}_.-]*$/u, { message: 'codeCharacters' })
  .nullish()
  .transform((v) => (v ? v : null));
export const statusCreateInput = lookupCreateInput.extend({ code: statusCode });
export const statusUpdateInput = lookupUpdateInput.extend({ code: statusCode });

export const locationCreateInput = z.object({
  name: requiredName,
  latitude,
  longitude,
  isDefined: z.boolean().default(true),
});
export const locationUpdateInput = locationCreateInput.extend({ id, isActive: z.boolean() });

export type LookupCreateInput = z.infer<typeof lookupCreateInput>;
export type LookupUpdateInput = z.infer<typeof lookupUpdateInput>;
export type LocationCreateInput = z.infer<typeof locationCreateInput>;
export type LocationUpdateInput = z.infer<typeof locationUpdateInput>;

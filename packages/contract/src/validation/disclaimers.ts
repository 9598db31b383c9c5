import { z } from 'zod';
import { id, requiredName, specEntity } from './reference.ts';

/** Spec 000 §3, §5, §9 Disclaimers: the rules the dialog and the server share. */
export const DISCLAIMER_VERSION = '2.1.0';
export const DISCLAIMER_TEXT_MAX_LENGTH = 100_000;
/** Acceptors on the detail screen (spec 000 §9). */
export const DISCLAIMER_USERS_PAGE_SIZE = 10;

const version = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, { message: 'versionFormat' })
  .nullish()
  .transform((v) => v || DISCLAIMER_VERSION);

/** Name and text (`value`) required; a new disclaimer is version 2.1.0 unless told otherwise. */
export const disclaimerCreateInput = z.object({
  name: requiredName,
  value: z.string().trim().min(1).max(DISCLAIMER_TEXT_MAX_LENGTH),
  version,
});
export const disclaimerUpdateInput = disclaimerCreateInput.extend({
  id,
  isActive: z.boolean(),
  entity: specEntity,
});

/** The portal: accept the active disclaimer, named by id so one accepts exactly the text one read. */
export const disclaimerAcceptInput = z.object({ disclaimerId: id });

/**
 * 'Send active contract for approval' (spec: all tokens passive, an empty inputModel). `disclaimerId`, when
 * sent, must name the active disclaimer, so a confirmation about one text cannot send another.
 */
export const allTokensPassiveInput = z.object({ disclaimerId: id.nullish() });

export type DisclaimerCreateInput = z.input<typeof disclaimerCreateInput>;
export type DisclaimerUpdateInput = z.input<typeof disclaimerUpdateInput>;

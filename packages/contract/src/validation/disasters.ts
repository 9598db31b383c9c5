import { z } from 'zod';
import { COORDINATE_DECIMALS } from '../constants.ts';
import { id } from './reference.ts';
import { recipientFields, recipientsRule } from './recipients.ts';

/** Spec 000 §2, §5, §7 Disasters: the rules the dialog and the server share. */
export const DISASTER_TITLE_MAX_LENGTH = 300;
export const DISASTER_BODY_MAX_LENGTH = 10_000;
/** The disaster list's page size (spec 000 §2). */
export const DISASTER_PAGE_SIZE = 5;
/** The detail map's default centre and zoom (spec 000 §2). */
export const DISASTER_MAP_CENTER = { latitude: 41.0000001, longitude: 29.0000001 } as const;
export const DISASTER_MAP_ZOOM = 13;
/** Most responders' positions one map shows (the largest page a list answers). */
export const DISASTER_MAP_MAX_MARKERS = 5000;

const round = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/** A title and a body, both required (spec 000 §5). */
export const disasterFields = {
  title: z.string().trim().min(1).max(DISASTER_TITLE_MAX_LENGTH),
  body: z.string().trim().min(1).max(DISASTER_BODY_MAX_LENGTH),
};

/** The create dialog's values: title, body and users or groups (not both). */
export const disasterFormInput = z
  .object({ ...disasterFields, ...recipientFields })
  .superRefine((value, ctx) => recipientsRule(value, ctx));

/** createDisaster's inputModel as the spec sends it: `{disaster {title, body}, userIds, groupIds}`. */
export const disasterCreateInput = z
  .object({ disaster: z.object(disasterFields), ...recipientFields })
  .superRefine((value, ctx) => recipientsRule(value, ctx));

/** The portal: an employee marks a disaster they received as read. */
export const disasterReadInput = z.object({ disasterId: id });

/**
 * The portal: 'I am good' (true) or 'I am not good' (false), with where the employee is when the phone
 * tells it (both coordinates or neither; 7 decimals).
 */
export const disasterResponseInput = z
  .object({
    disasterId: id,
    response: z.boolean(),
    latitude: z.number().min(-90).max(90).transform(round).nullish(),
    longitude: z.number().min(-180).max(180).transform(round).nullish(),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude == null) !== (value.longitude == null))
      ctx.addIssue({
        code: 'custom',
        message: 'bothCoordinates',
        path: [value.latitude == null ? 'latitude' : 'longitude'],
      });
  });

export type DisasterFormInput = z.input<typeof disasterFormInput>;
export type DisasterCreateInput = z.output<typeof disasterCreateInput>;
export type DisasterResponseInput = z.output<typeof disasterResponseInput>;

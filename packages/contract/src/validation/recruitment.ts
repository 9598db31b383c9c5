import { z } from 'zod';
import { id, lookupCreateInput, lookupUpdateInput } from './reference.ts';

/** A rating type's criterion (spec 002 §5 rating item: name required): made under its type. */
export const ratingItemCreateInput = lookupCreateInput.extend({ ratingTypeId: id });
export const ratingItemUpdateInput = lookupUpdateInput.extend({ ratingTypeId: id });

/** An interview's result and the workflow it starts (spec 002 §5 rating result: name and workflowId required). */
export const ratingResultCreateInput = lookupCreateInput.extend({ workflowId: id });
export const ratingResultUpdateInput = lookupUpdateInput.extend({ workflowId: id });

/** The workflow a role's staff demands run (spec 002 §5 staff-demand role mapping: role and workflow required). */
export const staffDemandRoleCreateInput = z.object({ roleId: id, workflowId: id });
export const staffDemandRoleUpdateInput = staffDemandRoleCreateInput.extend({ id });

import { z } from 'zod';
import { id, requiredName } from './reference.ts';

/** Workflow: name required (spec 001 §5). */
export const workflowCreateInput = z.object({ name: requiredName });
export const workflowUpdateInput = workflowCreateInput.extend({ id });

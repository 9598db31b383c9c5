import type { z } from 'zod';
import type { applicantCreateInput } from '@pano/contract';
import { createEntity } from '../../../crud/write-entities.ts';
import { ok } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { applicantEntity } from './applicant.entity.ts';
import { findDuplicates, type ApplicantDuplicate } from './duplicates.ts';

export interface ApplicantCreated {
  id: number;
  duplicates: ApplicantDuplicate[];
}

/**
 * `createApplicant(inputModel)`: the generic create (its rules, hooks and operations line), answering the
 * new id and who else already has the e-mail or phone (issue 28 §3: flagged at creation, never refused).
 */
export async function createApplicant(ctx: OperationContext, input: z.output<typeof applicantCreateInput>) {
  const made = await createEntity(ctx, applicantEntity, input);
  const id = made.data?.id ?? 0;
  return ok<ApplicantCreated>({ id, duplicates: await findDuplicates(ctx.db, input, id) });
}

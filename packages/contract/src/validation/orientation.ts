import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { stripInvisible } from './text.ts';

/** Spec 001 §9: the orientation's form and quiz lists show 10 rows a page. */
export const ORIENTATION_LINKS_PAGE_SIZE = 10;
/** Spec 001 §7: the quizzes lookup of an orientation's quiz dialog (page 100, quiz type 1). */
export const ORIENTATION_QUIZ_TYPE_ID = 1;
export const ORIENTATION_DESCRIPTION_MAX_LENGTH = 2000;

const description = z
  .string()
  .overwrite(stripInvisible)
  .trim()
  .min(1)
  .max(ORIENTATION_DESCRIPTION_MAX_LENGTH);

/** An orientation (spec 001 §3 Orientation information, §5: name and description required). */
export const orientationCreateInput = z.object({ name: requiredName, description });
export const orientationUpdateInput = orientationCreateInput.extend({ id });

/** A note on a person's record: optional, blank is none. */
const note = z
  .string()
  .overwrite(stripInvisible)
  .trim()
  .max(ORIENTATION_DESCRIPTION_MAX_LENGTH)
  .nullish()
  .transform((value) => (value ? value : null));

const userFields = {
  orientationInformationId: id,
  userId: id,
  responsibleUserId: id,
  description: note,
};
const notSelf = (value: { userId: number; responsibleUserId: number }) =>
  value.userId !== value.responsibleUserId;
const notSelfIssue = { message: 'responsibleIsUser', path: ['responsibleUserId'] };

/**
 * Who is in an orientation (spec 001 §3 Orientation record: description, user, responsibleUser, isCompleted):
 * an active user of the tenant once per orientation, with another active user responsible for them.
 * `isCompleted` is set by hand only on update (ticking records the time, unticking clears it).
 */
export const orientationUserCreateInput = z.object(userFields).refine(notSelf, notSelfIssue);
export const orientationUserUpdateInput = z
  .object({ ...userFields, id, isCompleted: z.boolean() })
  .refine(notSelf, notSelfIssue);

/** A form the employees of a role fill in an orientation (spec 001 §5: roleId and formId required). */
export const orientationFormCreateInput = z.object({ orientationInformationId: id, roleId: id, formId: id });
export const orientationFormUpdateInput = orientationFormCreateInput.extend({ id });

/** A quiz the employees of a role take in an orientation (spec 001 §5: roleId and quizId required). */
export const orientationQuizCreateInput = z.object({ orientationInformationId: id, roleId: id, quizId: id });
export const orientationQuizUpdateInput = orientationQuizCreateInput.extend({ id });

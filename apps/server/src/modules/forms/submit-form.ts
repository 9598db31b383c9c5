import {
  elementCode,
  FormStatus,
  hasAnswer,
  isRealDay,
  readMatrixAnswer,
  type FormSubmitInput,
} from '@pano/contract';
import type { z } from 'zod';
import { formUserAnswers, formUsers } from '../../db/tenant/forms.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { ValidationError } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { refuse } from '../../kernel/envelope.ts';
import type { StructureCategory, StructureItem } from './form-structure.ts';
import { openForm } from './portal-forms.ts';
import { startRequest } from '../requests/engine/start-request.ts';
import { engineEnv } from '../requests/engine/from-context.ts';
import { afterEmployeeProgress } from '../orientation/complete-orientations.ts';

type Issue = z.core.$ZodIssue;
const issue = (item: StructureItem, message: string, params: Record<string, unknown> = {}): Issue =>
  ({ code: 'custom', message, path: ['answers', item.name], input: undefined, params }) as Issue;
const tooShort = (item: StructureItem, min: number): Issue =>
  ({
    code: 'too_small',
    origin: 'string',
    minimum: min,
    path: ['answers', item.name],
    message: '',
    input: undefined,
  }) as Issue;
const tooLong = (item: StructureItem, max: number): Issue =>
  ({
    code: 'too_big',
    origin: 'string',
    maximum: max,
    path: ['answers', item.name],
    message: '',
    input: undefined,
  }) as Issue;

/** Whether a value is an answer the item takes (its own option ids, a calendar day, a yes/no). */
function acceptable(item: StructureItem, value: string): boolean {
  switch (elementCode(item.formElementId)) {
    case 'dropdown':
    case 'radiobutton':
    case 'matrix':
      return item.options.some((option) => String(option.id) === value);
    case 'checkbox':
      return value === 'true' || value === 'false';
    case 'datetime':
      return isRealDay(value); // 'YYYY-MM-DD' of a real day, nothing around it (docs/forms.md)
    default:
      return true;
  }
}

const isMatrixWithRows = (item: StructureItem) =>
  elementCode(item.formElementId) === 'matrix' && item.matrixRows.length > 0;

/**
 * A matrix with rows (docs/forms.md): a JSON object from row texts to option ids of the item, each row of
 * the item at most once; a required matrix has every row answered. Answers the value stored (the rows in
 * the item's order), or the problem.
 */
function checkMatrix(item: StructureItem, value: string): string | Issue {
  if (!value) return item.isRequired ? issue(item, 'required') : '';
  const answer = readMatrixAnswer(value);
  if (!answer) return issue(item, 'checkField');
  const unknownRow = Object.keys(answer).some((row) => !item.matrixRows.includes(row));
  const unknownOption = Object.values(answer).some((id) => !item.options.some((option) => option.id === id));
  if (unknownRow || unknownOption) return issue(item, 'checkField');
  const answered = item.matrixRows.filter((row) => answer[row] !== undefined);
  if (item.isRequired && answered.length < item.matrixRows.length) return issue(item, 'matrixRowsRequired');
  return answered.length ? JSON.stringify(Object.fromEntries(answered.map((row) => [row, answer[row]]))) : '';
}

/** The answer's problem against its item, if any (required, length bounds, kind). */
function checkAnswer(item: StructureItem, value: string): Issue | undefined {
  if (!value) return item.isRequired ? issue(item, 'required') : undefined;
  if (!acceptable(item, value)) return issue(item, 'checkField');
  const length = [...value].length;
  if (item.minRequiredLength != null && length < item.minRequiredLength)
    return tooShort(item, item.minRequiredLength);
  if (item.maxRequiredLength != null && length > item.maxRequiredLength)
    return tooLong(item, item.maxRequiredLength);
  return undefined;
}

/**
 * Portal: my answers to a form open to my role, checked against the form's current version (its live
 * items: required ones answered, length bounds, an option of that item, a date, a yes/no); saved with the
 * version and my role's workflow as a submission 'waiting' for approval, which starts that workflow in the
 * same transaction (docs/approvals.md).
 */
export async function submitForm(
  ctx: OperationContext,
  input: FormSubmitInput,
): Promise<Envelope<{ id: number }>> {
  // checked inside the write's transaction: the version checked is the version saved
  const answer = await ctx.db.transaction(async (tx) => {
    const open = await openForm({ ...ctx, db: tx }, input.formId);
    const given = checkAnswers(open.categories, input);
    const [row] = await tx
      .insert(formUsers)
      .values({
        formId: open.form.id,
        formVersionId: open.versionId,
        userId: ctx.session.userId,
        workflowId: open.form.workflowId,
        formStatusId: FormStatus.Waiting,
      })
      .returning({ id: formUsers.id });
    const id = row!.id;
    const answers = [...given].filter(([, value]) => value !== '');
    if (answers.length)
      await tx
        .insert(formUserAnswers)
        .values(answers.map(([formItemId, value]) => ({ formUserId: id, formItemId, value })));
    await startRequest(engineEnv(ctx, tx), {
      kind: 'form',
      subjectId: id,
      requesterId: ctx.session.userId,
      workflowId: open.form.workflowId,
    });
    return ok({ id });
  });
  await afterEmployeeProgress(ctx, [ctx.session.userId]); // an orientation may be complete now
  return answer;
}

/**
 * My answers by item, each checked against its live item of the version (refused as a whole). Also the
 * check of discipline requests and defences, which answer a form outside the form roles.
 */
export function checkAnswers(categories: StructureCategory[], input: FormSubmitInput): Map<number, string> {
  const items = new Map(
    categories
      .flatMap((c) => c.items)
      .filter((i) => hasAnswer(elementCode(i.formElementId)))
      .map((i) => [i.id, i]),
  );
  const given = new Map<number, string>();
  for (const answer of input.answers) {
    if (!items.has(answer.formItemId)) throw refuse('FormItemNotInForm');
    if (given.has(answer.formItemId)) throw refuse('FormItemAnsweredTwice');
    given.set(answer.formItemId, answer.value?.trim() ?? '');
  }
  const issues: Issue[] = [];
  for (const item of items.values()) {
    const value = given.get(item.id) ?? '';
    if (!isMatrixWithRows(item)) {
      const found = checkAnswer(item, value);
      if (found) issues.push(found);
      continue;
    }
    const checked = checkMatrix(item, value);
    if (typeof checked === 'string') given.set(item.id, checked);
    else issues.push(checked);
  }
  if (issues.length) throw new ValidationError(issues);
  return given;
}

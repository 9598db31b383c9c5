import { ignoredTag } from './sign-in.ts';
import { z } from 'zod';
import { id, requiredName, specEntity } from './reference.ts';

/**
 * Form element types (spec 001 §3 element codes): a fixed catalogue, ids 1–8, names in the caller's
 * language (`formElement.<code>`).
 */
export const FORM_ELEMENTS = [
  { id: 1, code: 'textbox' },
  { id: 2, code: 'textboxarea' },
  { id: 3, code: 'dropdown' },
  { id: 4, code: 'radiobutton' },
  { id: 5, code: 'matrix' },
  { id: 6, code: 'checkbox' },
  { id: 7, code: 'datetime' },
  { id: 8, code: 'label' },
] as const;
export type FormElementCode = (typeof FORM_ELEMENTS)[number]['code'];

export const elementCode = (formElementId: number): FormElementCode | undefined =>
  FORM_ELEMENTS.find((element) => element.id === formElementId)?.code;

/** Elements that carry a list of options (spec 001 §5). */
export const OPTION_ELEMENTS: readonly FormElementCode[] = ['dropdown', 'radiobutton', 'matrix'];
/** Elements whose length bounds apply, when required (spec 001 §5). */
export const LENGTH_ELEMENTS: readonly FormElementCode[] = ['textbox', 'textboxarea'];
/** Elements without a description (spec 001 §5). */
export const NO_DESCRIPTION_ELEMENTS: readonly FormElementCode[] = ['label', 'matrix'];
/** Elements an employee answers (a label is only text). */
export const hasAnswer = (code: FormElementCode | undefined) => code !== undefined && code !== 'label';

export const FORM_TEXT_MAX_LENGTH = 4000;
export const FORM_ITEM_NAME_MAX_LENGTH = 500;
export const FORM_DESCRIPTION_MAX_LENGTH = 2000;
export const FORM_OPTION_MAX_LENGTH = 500;
export const FORM_POINT_MAX = 100000;
export const FORM_MAX_CATEGORIES = 50;
export const FORM_MAX_ITEMS = 200;
export const FORM_MAX_OPTIONS = 100;
/** A matrix's rows (issue 26 §10): at most this many, each a short text. */
export const FORM_MAX_MATRIX_ROWS = 50;
/** One save's whole size (issue 25 item 17): the items and options of all its categories together. */
export const FORM_MAX_SAVE_ITEMS = 600;
export const FORM_MAX_SAVE_OPTIONS = 6000;

/** Submission status (spec 001 §3 FormUser.status, 'formStatusId 0' = all): waiting, approved, rejected. */
export const FormStatus = { All: 0, Waiting: 1, Approved: 2, Rejected: 3, Cancelled: 4 } as const;
export const FORM_STATUSES = [
  FormStatus.Waiting,
  FormStatus.Approved,
  FormStatus.Rejected,
  FormStatus.Cancelled,
] as const;

/** A form: name required (spec 001 §5); passive forms are not offered to employees. */
export const formCreateInput = z.object({ name: requiredName });
export const formUpdateInput = formCreateInput.extend({
  id,
  isActive: z.boolean().default(true),
  entity: specEntity,
});

/** A form role: role and workflow required (spec 001 §5); a role once per form (server). */
export const formRoleCreateInput = z.object({ formId: id, roleId: id, workflowId: id });
export const formRoleUpdateInput = formRoleCreateInput.extend({ id });

const optionalId = id.nullish();
const position = z.number().int().min(0).max(100000).default(0);
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const length = z.number().int().min(0).max(FORM_TEXT_MAX_LENGTH).nullish();

/** What a client read and sends back but the server takes from the structure (ignored). */
const readOnly = {
  tempId: z.string().max(100).nullish(),
  element: z.string().max(50).nullish(),
  formId: z.number().int().nullish(),
  formCategoryId: z.number().int().nullish(),
  formItemId: z.number().int().nullish(),
};

const formOption = z.object({
  id: optionalId,
  ...readOnly,
  value: z.string().trim().min(1).max(FORM_OPTION_MAX_LENGTH),
  point: z.number().min(-FORM_POINT_MAX).max(FORM_POINT_MAX).multipleOf(0.01),
  position,
  isEdited: flag,
  isDeleted: flag,
});

const formItem = z.object({
  id: optionalId,
  ...readOnly,
  name: z.string().trim().min(1).max(FORM_ITEM_NAME_MAX_LENGTH),
  description: z.string().trim().max(FORM_DESCRIPTION_MAX_LENGTH).nullish(),
  isRequired: flag,
  minRequiredLength: length,
  maxRequiredLength: length,
  position,
  formElementId: z.number().int().min(1).max(FORM_ELEMENTS.length),
  isEdited: flag,
  isDeleted: flag,
  /**
   * A matrix's rows (issue 26 §10; docs/forms.md): each row is answered with one of the item's options (the
   * columns). None: the matrix is one choice, shown in a row (a rating scale), as before rows existed.
   */
  matrixRows: z
    .array(z.string().trim().min(1).max(FORM_OPTION_MAX_LENGTH))
    .max(FORM_MAX_MATRIX_ROWS)
    .nullish()
    .transform((v) => v ?? []),
  options: z
    .array(formOption)
    .max(FORM_MAX_OPTIONS)
    .nullish()
    .transform((v) => v ?? []),
});

const formCategory = z.object({
  id: optionalId,
  ...readOnly,
  name: requiredName,
  position,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  isPassived: flag,
  isEdited: flag,
  items: z
    .array(formItem)
    .max(FORM_MAX_ITEMS)
    .nullish()
    .transform((v) => v ?? []),
});

export type FormBuildOption = z.output<typeof formOption>;
export type FormBuildItem = z.output<typeof formItem>;
export type FormBuildCategory = z.output<typeof formCategory>;

type Issue = { path: (string | number)[]; message: string };

/** What the item rules read: an item as sent, or as stored after a save (the server checks both). */
export interface FormItemRules {
  formElementId: number;
  isDeleted: boolean;
  minRequiredLength?: number | null;
  maxRequiredLength?: number | null;
  matrixRows?: readonly string[] | null;
  options: readonly { value: string; point: number; isDeleted: boolean }[];
}

/** Same text twice, compared trimmed and without case the Turkish way. */
const key = (value: string) => value.trim().toLocaleLowerCase('tr');

/** The options rules of one item (spec 001 §5): values unique, points unique, only for option elements. */
function optionIssues(item: FormItemRules, at: (string | number)[]): Issue[] {
  const live = item.options.map((option, index) => ({ option, index })).filter((o) => !o.option.isDeleted);
  const code = elementCode(item.formElementId);
  if (!OPTION_ELEMENTS.includes(code as FormElementCode))
    return live.length ? [{ path: [...at, 'options'], message: 'optionsNotAllowed' }] : [];
  if (!live.length) return [{ path: [...at, 'options'], message: 'optionsRequired' }];
  const issues: Issue[] = [];
  const seenValues = new Set<string>();
  const seenPoints = new Set<number>();
  for (const { option, index } of live) {
    if (seenValues.has(key(option.value)))
      issues.push({ path: [...at, 'options', index, 'value'], message: 'mustBeUnique' });
    if (seenPoints.has(option.point))
      issues.push({ path: [...at, 'options', index, 'point'], message: 'mustBeUnique' });
    seenValues.add(key(option.value));
    seenPoints.add(option.point);
  }
  return issues;
}

/**
 * A live item's rules (spec 001 §5): options only on dropdown, radio button and matrix and at least one
 * there, their values and points unique, a matrix's rows unique, min ≤ max length. A deleted item has none.
 */
export function formItemIssues(item: FormItemRules, at: (string | number)[]): Issue[] {
  if (item.isDeleted) return [];
  const issues = optionIssues(item, at);
  const seenRows = new Set<string>();
  (item.matrixRows ?? []).forEach((row, index) => {
    if (seenRows.has(key(row))) issues.push({ path: [...at, 'matrixRows', index], message: 'mustBeUnique' });
    seenRows.add(key(row));
  });
  const { minRequiredLength: min, maxRequiredLength: max } = item;
  if (min != null && max != null && min > max)
    issues.push({ path: [...at, 'maxRequiredLength'], message: 'maxBelowMin' });
  return issues;
}

/**
 * The places (indexes) of the live categories (active, not passived) whose name an earlier live one already
 * has, compared trimmed and without case the Turkish way: two tabs of a form never share a name.
 */
export function repeatedNames(
  categories: readonly { name: string; isActive?: boolean | null; isPassived?: boolean | null }[],
): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  categories.forEach((category, index) => {
    if (category.isActive === false || category.isPassived === true) return;
    if (seen.has(key(category.name))) repeated.push(index);
    seen.add(key(category.name));
  });
  return repeated;
}

/**
 * The builder's whole save (spec 001 §7 'Build complete form'): every category with its items and options,
 * new ones without ids. The rules the builder checks hold here too; each issue names its place
 * (`categories.0.items.2.options.1.value`) so the builder shows it on the element.
 */
export const formBuildInput = z
  .object({ formId: id, categories: z.array(formCategory).max(FORM_MAX_CATEGORIES) })
  .superRefine((form, ctx) => {
    const items = form.categories.flatMap((category) => category.items);
    const options = items.reduce((sum, item) => sum + item.options.length, 0);
    if (items.length > FORM_MAX_SAVE_ITEMS)
      ctx.addIssue({
        code: 'custom',
        message: 'formTooManyItems',
        path: ['categories'],
        params: { max: FORM_MAX_SAVE_ITEMS },
      });
    if (options > FORM_MAX_SAVE_OPTIONS)
      ctx.addIssue({
        code: 'custom',
        message: 'formTooManyOptions',
        path: ['categories'],
        params: { max: FORM_MAX_SAVE_OPTIONS },
      });
    for (const c of repeatedNames(form.categories))
      ctx.addIssue({ code: 'custom', message: 'formCategoryNameTaken', path: ['categories', c, 'name'] });
    form.categories.forEach((category, c) => {
      if (category.isPassived) return;
      category.items.forEach((item, i) => {
        for (const issue of formItemIssues(item, ['categories', c, 'items', i]))
          ctx.addIssue({ code: 'custom', ...issue, input: undefined });
      });
    });
  })
  .transform((form) => ({
    ...form,
    categories: form.categories.map((category) => ({
      ...category,
      items: category.items.map(normaliseItem),
    })),
  }));
export type FormBuildInput = z.output<typeof formBuildInput>;

/**
 * What the builder hides is not stored: bounds only on required text items, no description on label/matrix,
 * rows only on a matrix.
 */
function normaliseItem(item: FormBuildItem): FormBuildItem {
  const code = elementCode(item.formElementId) as FormElementCode;
  const bounded = item.isRequired && LENGTH_ELEMENTS.includes(code);
  return {
    ...item,
    description: NO_DESCRIPTION_ELEMENTS.includes(code) ? null : item.description || null,
    minRequiredLength: bounded ? (item.minRequiredLength ?? null) : null,
    maxRequiredLength: bounded ? (item.maxRequiredLength ?? null) : null,
    matrixRows: code === 'matrix' ? item.matrixRows : [],
  };
}

/**
 * Portal: my answers to a form open to my role; one answer per item (option ids as text for choices; a matrix
 * with rows: a JSON object from each row's text to the chosen option's id, `{"Hız": 12, "Kalite": 14}`).
 */
export const formSubmitInput = z.object({
  formId: id,
  answers: z
    .array(z.object({ formItemId: id, value: z.string().max(FORM_TEXT_MAX_LENGTH).nullish() }))
    .max(FORM_MAX_CATEGORIES * FORM_MAX_ITEMS),
});
export type FormSubmitInput = z.output<typeof formSubmitInput>;

/** Portal: one form open to my role. */
export const formOpenInput = z.object({ formId: id });

/** The form-schema service's input (spec 000 §7: "with the tag"): the token's tenant decides, the tag is accepted. */
export const formSchemaInput = z.object({ tag: ignoredTag });

/**
 * A matrix answer read back (docs/forms.md): each row's text → the chosen option's id. Null when the text is
 * not such an object (a number, an array, a value that is not an id).
 */
export function readMatrixAnswer(value: string): Record<string, number> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const answer: Record<string, number> = {};
  for (const [row, chosen] of Object.entries(parsed)) {
    const optionId = typeof chosen === 'string' && /^\d+$/.test(chosen) ? Number(chosen) : chosen;
    if (typeof optionId !== 'number' || !Number.isInteger(optionId) || optionId < 1) return null;
    answer[row] = optionId;
  }
  return answer;
}

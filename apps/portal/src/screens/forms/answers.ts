import { elementCode, hasAnswer, type FormElementCode } from '@pano/contract';
import type { MyFormQuery } from '../../graphql/generated/forms.ts';
import type { Translate } from '../../i18n/i18n.ts';

export type Form = NonNullable<MyFormQuery['myForm']['data']>;
export type Item = Form['categories'][number]['items'][number];
/** What the employee entered, by item id: text, an option id, 'true'/'false', a day, a matrix row → option id. */
export type Answers = Record<number, string | Record<string, number>>;

export const codeOf = (item: Item): FormElementCode | undefined => elementCode(item.formElementId);

/** The answer as the server takes it (docs/forms.md): text, an option id, a day, JSON for a matrix with rows. */
export function answerValue(value: Answers[number] | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  return Object.keys(value).length ? JSON.stringify(value) : '';
}

/**
 * The field's problem before sending, by the rules the server applies (docs/forms.md, Answers): a required
 * item answered (every row of a required matrix), text within its bounds. The server checks again.
 */
export function answerProblem(item: Item, value: Answers[number] | undefined, t: Translate): string | null {
  const code = codeOf(item);
  if (!hasAnswer(code)) return null;
  if (code === 'matrix' && item.matrixRows.length) {
    const rows = typeof value === 'object' ? value : {};
    const answered = item.matrixRows.filter((row) => rows[row] !== undefined).length;
    return item.isRequired && answered < item.matrixRows.length ? t('forms.everyRow') : null;
  }
  const text = answerValue(value);
  if (!text) return item.isRequired && code !== 'checkbox' ? t('forms.required') : null;
  const length = [...text].length;
  if (item.minRequiredLength != null && length < item.minRequiredLength)
    return t('forms.tooShort', { count: item.minRequiredLength });
  if (item.maxRequiredLength != null && length > item.maxRequiredLength)
    return t('forms.tooLong', { count: item.maxRequiredLength });
  return null;
}

/** Every answerable item of the form with its answer, as `submitForm` takes them. */
export function submission(form: Form, answers: Answers) {
  return {
    formId: form.id,
    answers: form.categories
      .flatMap((category) => category.items)
      .filter((item) => hasAnswer(codeOf(item)))
      .map((item) => ({
        formItemId: item.id,
        value:
          codeOf(item) === 'checkbox'
            ? answers[item.id] === 'true'
              ? 'true'
              : 'false'
            : answerValue(answers[item.id]),
      })),
  };
}

import { describeIssue, formBuildInput, translate, type Language } from '@pano/contract';
import { toBuildInput, type Draft } from './builderModel.ts';

/** Problems by place (`categories.0.items.2.options.1.value`), in the user's language. */
export type BuilderErrors = ReadonlyMap<string, string>;

/**
 * The rules of the builder (spec 001 §5), checked with the same contract schema the server uses: names
 * required, option values and points unique and not empty ('Must be unique'), min ≤ max, options only on
 * dropdown, radio button and matrix, two sections never of one name. While any is there, save is disabled.
 */
export function builderErrors(draft: Draft, lang: Language): BuilderErrors {
  const result = formBuildInput.safeParse(toBuildInput(1, draft));
  if (result.success) return new Map();
  return new Map(
    result.error.issues.map((issue) => [issue.path.join('.'), describeIssue(lang, issue).message]),
  );
}

/**
 * Why the form cannot be saved as a whole, when it has no element in a live section: an empty form is no
 * success (the server refuses it too, at `categories`). Told when Kaydet is pressed.
 */
export function emptyFormMessage(draft: Draft, lang: Language): string | null {
  return draft.categories.some((category) => category.items.length > 0)
    ? null
    : translate(lang, 'validation.formEmpty');
}

/** Server messages with a place (`field`) next to the builder's own. */
export function placedMessages(
  messages: readonly { message: string; field?: string | null }[],
): BuilderErrors {
  return new Map(messages.filter((m) => m.field).map((m) => [m.field as string, m.message]));
}

/** Whether any problem lies at or under a place (a category tab, an item card). */
export const hasErrorUnder = (errors: BuilderErrors, place: string) =>
  [...errors.keys()].some((key) => key === place || key.startsWith(`${place}.`));

/**
 * A list other screens choose from (roles, departments) or search as the user types (users, groups): one
 * list query with a fixed pager.
 */
export interface OptionSource {
  listQuery: string;
  /** The list's argument as the spec names it (`rolePagerModel`); `pagerModel` when not set. */
  pagerArg?: string;
  typeName: string;
  /** The pager's input type when it is not `<typeName>PagerModel`. */
  pagerType?: string;
  /** Paths joined with a space name an option, e.g. `['name', 'surname']`. */
  label: string[];
  /** Fixed pager fields: page size, sort, isActive. */
  pager: Record<string, string | number | boolean>;
}

/** A fixed choice: a manager level, a task status. */
export interface FixedOption {
  value: number;
  /** Dictionary key of its text; without one the value is the text. */
  labelKey?: string;
}

export type OptionChoices = { source: OptionSource } | { values: readonly FixedOption[] };

/** One choice as a select or a picker shows it. */
export interface OptionItem {
  id: number;
  label: string;
}

/** A select above the list; its first choice ('Tümü') sends no value. */
export interface ListFilterDefinition {
  /** Pager field, e.g. `roleId`, `status`. */
  name: string;
  labelKey?: string;
  allLabelKey: string;
  options: OptionChoices;
}

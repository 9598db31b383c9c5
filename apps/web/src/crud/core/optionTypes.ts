import type { Resource } from '@pano/contract';

/** Fixed pager fields: page size, sort, isActive, a fixed filter. */
export type Pager = Readonly<Record<string, string | number | boolean>>;

/**
 * A list other screens choose from (roles, departments) or search as the user types (users, groups): the
 * contract's resource names its list query, pager argument and pager type; the pager here is fixed.
 */
export interface OptionSource {
  api: Resource;
  /** Paths joined with a space name an option, e.g. `['name', 'surname']`. */
  label: readonly string[];
  /**
   * Paths shown under the label in the list, joined with ' · ', that tell apart options of the same label
   * (two people named Elif Kaya: their e-mails and departments); the chosen option's chip shows the label.
   */
  detail?: readonly string[];
  pager: Pager;
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
  /** What tells it apart from an option of the same label (the source's `detail`). */
  detail?: string;
}

/** A select above the list; its first choice ('Tümü') sends no value. */
export interface ListFilterDefinition {
  /** Pager field, e.g. `roleId`, `status`. */
  name: string;
  labelKey?: string;
  allLabelKey: string;
  options: OptionChoices;
  /** The value the list starts with instead of 'all' (read when the list opens: 'this year'). */
  defaultValue?: () => number;
}

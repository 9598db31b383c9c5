/**
 * The form builder's change tracking (spec 001 §4), as pure functions over a local copy of the form. New
 * categories, items and options get temporary keys and no id; what is removed is kept apart: a saved category
 * is passived, a saved item or option flagged deleted, an unsaved one dropped. Edits of saved rows set
 * isEdited. `toBuildInput` makes the save's input (no keys, positions in order), visible rows first so
 * an issue's path (`categories.1.items.0.name`) names what the builder shows.
 */

export interface DraftOption {
  key: string;
  id?: number;
  value: string;
  point: number;
  isEdited: boolean;
}

export interface DraftItem {
  key: string;
  id?: number;
  name: string;
  description: string | null;
  isRequired: boolean;
  minRequiredLength: number | null;
  maxRequiredLength: number | null;
  formElementId: number;
  isEdited: boolean;
  /** A matrix's rows, each answered with one of its options (docs/forms.md); none elsewhere. */
  matrixRows: string[];
  options: DraftOption[];
  /** Saved options removed in the builder: sent with isDeleted. */
  deletedOptions: DraftOption[];
}

export interface DraftCategory {
  key: string;
  id?: number;
  name: string;
  isEdited: boolean;
  items: DraftItem[];
  /** Saved items removed in the builder: sent with isDeleted. */
  deletedItems: DraftItem[];
}

export interface Draft {
  categories: DraftCategory[];
  /** Saved categories removed in the builder: sent passived. */
  passived: DraftCategory[];
}

/** The form as the server answers it (`form(id) { categories … }`). */
export interface SavedCategory {
  id: number;
  name: string;
  isActive: boolean;
  isPassived: boolean;
  items: readonly {
    id: number;
    name: string;
    description?: string | null;
    isRequired: boolean;
    minRequiredLength?: number | null;
    maxRequiredLength?: number | null;
    matrixRows?: readonly string[] | null;
    formElementId: number;
    isDeleted: boolean;
    options: readonly { id: number; value: string; point: number; isDeleted: boolean }[];
  }[];
}

let counter = 0;
/** A temporary key for a new row (never sent). */
export const tempKey = () => `tmp-${++counter}`;

/** The local copy of a saved form: active categories, live items and options (removed ones stay as saved). */
export function fromSaved(categories: readonly SavedCategory[]): Draft {
  return {
    categories: categories
      .filter((c) => c.isActive && !c.isPassived)
      .map((c) => ({
        key: `c${c.id}`,
        id: c.id,
        name: c.name,
        isEdited: false,
        deletedItems: [],
        items: c.items
          .filter((i) => !i.isDeleted)
          .map((i) => ({
            key: `i${i.id}`,
            id: i.id,
            name: i.name,
            description: i.description ?? null,
            isRequired: i.isRequired,
            minRequiredLength: i.minRequiredLength ?? null,
            maxRequiredLength: i.maxRequiredLength ?? null,
            formElementId: i.formElementId,
            isEdited: false,
            matrixRows: [...(i.matrixRows ?? [])],
            deletedOptions: [],
            options: i.options
              .filter((o) => !o.isDeleted)
              .map((o) => ({ key: `o${o.id}`, id: o.id, value: o.value, point: o.point, isEdited: false })),
          })),
      })),
    passived: [],
  };
}

const mapCategory = (draft: Draft, key: string, change: (c: DraftCategory) => DraftCategory): Draft => ({
  ...draft,
  categories: draft.categories.map((c) => (c.key === key ? change(c) : c)),
});

/** Moves one element of a list from one place to another. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, moved);
  return next;
}

export function addCategory(draft: Draft, name: string): Draft {
  const category: DraftCategory = { key: tempKey(), name, isEdited: false, items: [], deletedItems: [] };
  return { ...draft, categories: [...draft.categories, category] };
}

export function renameCategory(draft: Draft, key: string, name: string): Draft {
  return mapCategory(draft, key, (c) => ({ ...c, name, isEdited: c.id !== undefined }));
}

/** A saved category is passived (kept to be sent); an unsaved one is dropped. */
/** Whether a live section already has this name (trimmed, without case, the Turkish way). */
export function nameTaken(draft: Draft, name: string): boolean {
  const wanted = name.trim().toLocaleLowerCase('tr');
  return draft.categories.some((c) => c.name.trim().toLocaleLowerCase('tr') === wanted);
}

export function removeCategory(draft: Draft, key: string): Draft {
  const removed = draft.categories.find((c) => c.key === key);
  return {
    categories: draft.categories.filter((c) => c.key !== key),
    passived: removed?.id !== undefined ? [...draft.passived, removed] : draft.passived,
  };
}

export function moveCategory(draft: Draft, from: number, to: number): Draft {
  return { ...draft, categories: move(draft.categories, from, to) };
}

/** A copy of a category at the end: no ids (its items and options are new), new keys, the given name. */
export function duplicateCategory(draft: Draft, key: string, name: string): Draft {
  const source = draft.categories.find((c) => c.key === key);
  if (!source) return draft;
  const copy: DraftCategory = {
    key: tempKey(),
    name,
    isEdited: false,
    deletedItems: [],
    items: source.items.map((item) => ({
      ...item,
      key: tempKey(),
      id: undefined,
      isEdited: false,
      deletedOptions: [],
      options: item.options.map((o) => ({ ...o, key: tempKey(), id: undefined, isEdited: false })),
    })),
  };
  return { ...draft, categories: [...draft.categories, copy] };
}

/** A new item of an element type in a category, at `index` (the end by default). */
export function addItem(
  draft: Draft,
  categoryKey: string,
  item: Omit<DraftItem, 'key' | 'isEdited' | 'deletedOptions'>,
  index?: number,
): { draft: Draft; key: string } {
  const key = tempKey();
  const added: DraftItem = { ...item, key, id: undefined, isEdited: false, deletedOptions: [] };
  const next = mapCategory(draft, categoryKey, (c) => {
    const items = [...c.items];
    items.splice(index ?? items.length, 0, added);
    return { ...c, items };
  });
  return { draft: next, key };
}

/**
 * An item's new properties from the property dialog: saved items and options get isEdited, saved options
 * left out of `options` are kept as deleted, unsaved ones left out are dropped.
 */
export function editItem(
  draft: Draft,
  categoryKey: string,
  itemKey: string,
  changes: Omit<DraftItem, 'key' | 'id' | 'isEdited' | 'deletedOptions'>,
): Draft {
  return mapCategory(draft, categoryKey, (c) => ({
    ...c,
    items: c.items.map((item) => {
      if (item.key !== itemKey) return item;
      const kept = new Set(changes.options.map((o) => o.key));
      const dropped = item.options.filter((o) => o.id !== undefined && !kept.has(o.key));
      const before = new Map(item.options.map((o) => [o.key, o]));
      const options = changes.options.map((o) => {
        const old = before.get(o.key);
        const edited =
          old !== undefined && old.id !== undefined && (old.value !== o.value || old.point !== o.point);
        return { ...o, id: old?.id, isEdited: o.isEdited || edited };
      });
      return {
        ...item,
        ...changes,
        options,
        deletedOptions: [...item.deletedOptions, ...dropped],
        isEdited: item.id !== undefined,
      };
    }),
  }));
}

/** A saved item is flagged deleted (kept to be sent); an unsaved one is dropped. */
export function removeItem(draft: Draft, categoryKey: string, itemKey: string): Draft {
  return mapCategory(draft, categoryKey, (c) => {
    const removed = c.items.find((i) => i.key === itemKey);
    return {
      ...c,
      items: c.items.filter((i) => i.key !== itemKey),
      deletedItems: removed?.id !== undefined ? [...c.deletedItems, removed] : c.deletedItems,
    };
  });
}

export function moveItem(draft: Draft, categoryKey: string, from: number, to: number): Draft {
  return mapCategory(draft, categoryKey, (c) => ({ ...c, items: move(c.items, from, to) }));
}

const optionInput = (o: DraftOption, index: number, isDeleted: boolean) => ({
  ...(o.id !== undefined ? { id: o.id } : {}),
  value: o.value,
  point: o.point,
  position: index + 1,
  isEdited: o.isEdited,
  isDeleted,
});

const itemInput = (i: DraftItem, index: number, isDeleted: boolean) => ({
  ...(i.id !== undefined ? { id: i.id } : {}),
  name: i.name,
  description: i.description,
  isRequired: i.isRequired,
  minRequiredLength: i.minRequiredLength,
  maxRequiredLength: i.maxRequiredLength,
  matrixRows: i.matrixRows,
  position: index + 1,
  formElementId: i.formElementId,
  isEdited: i.isEdited,
  isDeleted,
  options: [
    ...i.options.map((o, n) => optionInput(o, n, false)),
    ...i.deletedOptions.map((o, n) => optionInput(o, i.options.length + n, true)),
  ],
});

const categoryInput = (c: DraftCategory, index: number, isPassived: boolean) => ({
  ...(c.id !== undefined ? { id: c.id } : {}),
  name: c.name,
  position: index + 1,
  isActive: !isPassived,
  isPassived,
  isEdited: c.isEdited,
  items: [
    ...c.items.map((i, n) => itemInput(i, n, false)),
    ...c.deletedItems.map((i, n) => itemInput(i, c.items.length + n, true)),
  ],
});

/** The save's input (spec 001 §4): no temporary keys, new rows without ids, removed rows flagged. */
export function toBuildInput(formId: number, draft: Draft) {
  return {
    formId,
    categories: [
      ...draft.categories.map((c, n) => categoryInput(c, n, false)),
      ...draft.passived.map((c, n) => categoryInput(c, draft.categories.length + n, true)),
    ],
  };
}
export type BuildInput = ReturnType<typeof toBuildInput>;

/** Whether the copy differs from what was loaded (leaving then asks first). */
export function hasChanges(initial: Draft, draft: Draft): boolean {
  return JSON.stringify(toBuildInput(0, initial)) !== JSON.stringify(toBuildInput(0, draft));
}

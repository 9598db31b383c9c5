import { describe, expect, it } from 'vitest';
import {
  addCategory,
  addItem,
  duplicateCategory,
  editItem,
  fromSaved,
  hasChanges,
  moveCategory,
  moveItem,
  removeCategory,
  removeItem,
  renameCategory,
  toBuildInput,
  type SavedCategory,
} from './builderModel.ts';
import { builderErrors, hasErrorUnder } from './builderErrors.ts';

const saved: SavedCategory[] = [
  {
    id: 10,
    name: 'Genel',
    isActive: true,
    isPassived: false,
    items: [
      {
        id: 100,
        name: 'Birim',
        formElementId: 3,
        isRequired: true,
        isDeleted: false,
        options: [
          { id: 1000, value: 'Satış', point: 1, isDeleted: false },
          { id: 1001, value: 'Destek', point: 2, isDeleted: false },
          { id: 1002, value: 'Eski', point: 3, isDeleted: true },
        ],
      },
      { id: 101, name: 'Not', formElementId: 2, isRequired: false, isDeleted: false, options: [] },
      { id: 102, name: 'Silinmiş', formElementId: 1, isRequired: false, isDeleted: true, options: [] },
    ],
  },
  { id: 11, name: 'Pasif', isActive: false, isPassived: true, items: [] },
];

const blank = {
  description: null,
  isRequired: false,
  minRequiredLength: null,
  maxRequiredLength: null,
  matrixRows: [],
  options: [],
};

describe('the form builder’s change tracking', () => {
  it('loads active categories with live items and options, and unchanged it changes nothing', () => {
    const draft = fromSaved(saved);
    expect(draft.categories.map((c) => c.name)).toEqual(['Genel']);
    expect(draft.categories[0]?.items.map((i) => i.name)).toEqual(['Birim', 'Not']);
    expect(draft.categories[0]?.items[0]?.options.map((o) => o.value)).toEqual(['Satış', 'Destek']);
    expect(hasChanges(draft, fromSaved(saved))).toBe(false);
  });

  it('sends new categories and items without ids, with positions in order', () => {
    let draft = addCategory(fromSaved(saved), 'Ek');
    const ek = draft.categories[1]!.key;
    draft = addItem(draft, ek, { ...blank, name: 'Tarih', formElementId: 7 }).draft;
    const input = toBuildInput(5, draft);
    expect(input.formId).toBe(5);
    expect(input.categories[1]).toEqual({
      name: 'Ek',
      position: 2,
      isActive: true,
      isPassived: false,
      isEdited: false,
      items: [{ ...blank, name: 'Tarih', formElementId: 7, position: 1, isEdited: false, isDeleted: false }],
    });
    expect(JSON.stringify(input)).not.toContain('tmp-');
    expect(hasChanges(fromSaved(saved), draft)).toBe(true);
  });

  it('marks edited saved categories, items and options', () => {
    const start = fromSaved(saved);
    const genel = start.categories[0]!;
    const birim = genel.items[0]!;
    let draft = renameCategory(start, genel.key, 'Genel bilgiler');
    draft = editItem(draft, genel.key, birim.key, {
      ...birim,
      name: 'Departman',
      options: [{ ...birim.options[0]!, value: 'Pazarlama' }, birim.options[1]!],
    });
    const category = toBuildInput(1, draft).categories[0]!;
    expect(category).toMatchObject({ id: 10, name: 'Genel bilgiler', isEdited: true });
    expect(category.items[0]).toMatchObject({ id: 100, name: 'Departman', isEdited: true });
    expect(category.items[0]?.options).toEqual([
      { id: 1000, value: 'Pazarlama', point: 1, position: 1, isEdited: true, isDeleted: false },
      { id: 1001, value: 'Destek', point: 2, position: 2, isEdited: false, isDeleted: false },
    ]);
    expect(category.items[1]).toMatchObject({ id: 101, isEdited: false });
  });

  it('flags removed saved items and options deleted, passives a removed saved category, drops unsaved ones', () => {
    const start = fromSaved(saved);
    const genel = start.categories[0]!;
    const birim = genel.items[0]!;
    let draft = editItem(start, genel.key, birim.key, { ...birim, options: [birim.options[1]!] });
    draft = removeItem(draft, genel.key, genel.items[1]!.key);
    const added = addItem(draft, genel.key, { ...blank, name: 'Geçici', formElementId: 1 });
    draft = removeItem(added.draft, genel.key, added.key);
    draft = addCategory(draft, 'Taslak');
    draft = removeCategory(draft, draft.categories[1]!.key);
    const input = toBuildInput(1, draft);
    expect(input.categories).toHaveLength(1);
    expect(input.categories[0]?.items.map((i) => [i.id, i.name, i.isDeleted])).toEqual([
      [100, 'Birim', false],
      [101, 'Not', true],
    ]);
    expect(input.categories[0]?.items[0]?.options.map((o) => [o.id, o.isDeleted])).toEqual([
      [1001, false],
      [1000, true],
    ]);
    const passived = toBuildInput(1, removeCategory(draft, genel.key)).categories;
    expect(passived).toEqual([expect.objectContaining({ id: 10, isActive: false, isPassived: true })]);
  });

  it('duplicates a category at the end with no ids anywhere', () => {
    const start = fromSaved(saved);
    const draft = duplicateCategory(start, start.categories[0]!.key, 'Genel (kopya)');
    const copy = toBuildInput(1, draft).categories[1]!;
    expect(copy.name).toBe('Genel (kopya)');
    expect(copy.position).toBe(2);
    expect(JSON.stringify(copy)).not.toContain('"id"');
    expect(copy.items.map((i) => i.name)).toEqual(['Birim', 'Not']);
    expect(copy.items[0]?.options.map((o) => o.value)).toEqual(['Satış', 'Destek']);
    expect(draft.categories[1]!.key).not.toBe(start.categories[0]!.key);
  });

  it('reorders categories and items', () => {
    let draft = addCategory(fromSaved(saved), 'İkinci');
    draft = moveCategory(draft, 1, 0);
    expect(draft.categories.map((c) => c.name)).toEqual(['İkinci', 'Genel']);
    draft = moveItem(draft, draft.categories[1]!.key, 0, 1);
    expect(toBuildInput(1, draft).categories[1]?.items.map((i) => [i.name, i.position])).toEqual([
      ['Not', 1],
      ['Birim', 2],
    ]);
  });

  it('finds the builder’s errors at their place: unique options, names', () => {
    const start = fromSaved(saved);
    const genel = start.categories[0]!;
    const birim = genel.items[0]!;
    const draft = editItem(start, genel.key, birim.key, {
      ...birim,
      name: ' ',
      options: [birim.options[0]!, { key: 'x', value: 'satış', point: 1, isEdited: false }],
    });
    const errors = builderErrors(draft, 'en');
    expect(errors.get('categories.0.items.0.options.1.value')).toBe('Must be unique');
    expect(errors.get('categories.0.items.0.options.1.point')).toBe('Must be unique');
    expect(errors.get('categories.0.items.0.name')).toBe('Name: This field is required');
    expect(hasErrorUnder(errors, 'categories.0')).toBe(true);
    expect(hasErrorUnder(errors, 'categories.1')).toBe(false);
    expect(builderErrors(start, 'en').size).toBe(0);
  });
});

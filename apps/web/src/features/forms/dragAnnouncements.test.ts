import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { dragAccessibility } from './dragAnnouncements.ts';
import type { Draft } from './builderModel.ts';

const item = {
  description: null,
  isRequired: false,
  minRequiredLength: null,
  maxRequiredLength: null,
  matrixRows: [],
  deletedOptions: [],
};
const draft: Draft = {
  passived: [],
  categories: [
    {
      key: 'k1',
      name: 'Kişisel bilgiler',
      isEdited: false,
      deletedItems: [],
      items: [
        { ...item, key: 'k2', name: 'Adınız', formElementId: 1, isEdited: false, options: [] },
        { ...item, key: 'k3', name: '', formElementId: 1, isEdited: false, options: [] },
      ],
    },
  ],
};
const active = (id: string) => ({
  id,
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
});
const over = (id: string) => ({
  id,
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
  data: { current: undefined },
});

describe('what a screen reader hears while dragging in the builder', () => {
  it('names elements, sections and palette entries in Turkish, never by internal id', () => {
    const { announcements, screenReaderInstructions } = dragAccessibility(i18n.getFixedT('tr'), draft);
    expect(announcements.onDragStart({ active: active('item:k2') } as never)).toBe('Adınız taşınıyor.');
    expect(announcements.onDragOver({ active: active('item:k2'), over: over('item:k3') } as never)).toBe(
      'Adınız, Metin kutusu üzerinde.',
    );
    const dropped = announcements.onDragEnd({ active: active('palette:1'), over: over('cat:k1') } as never);
    expect(dropped).toBe('Metin kutusu, Kişisel bilgiler yerine bırakıldı.');
    expect(dropped).not.toMatch(/palette|cat:|k1/);
    expect(screenReaderInstructions.draggable).toMatch(/Escape/);
  });

  it('speaks English to an English user', () => {
    const { announcements } = dragAccessibility(i18n.getFixedT('en'), draft);
    expect(announcements.onDragCancel({ active: active('cat:k1') } as never)).toBe(
      'Kişisel bilgiler was not moved.',
    );
    expect(announcements.onDragOver({ active: active('item:k2'), over: null } as never)).toBe(
      'Adınız is not over a place where it can be dropped.',
    );
  });
});

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { elementCode } from '@pano/contract';
import type { Draft } from './builderModel.ts';

/**
 * What a screen reader hears while something is dragged in the builder: the thing's own name (a palette
 * element's type, a section's name, an element's label) in the user's language, never dnd-kit's internal
 * ids ("palette:3", "item:k7").
 */
export function dragNamer(t: TFunction, draft: Draft): (id: UniqueIdentifier | undefined) => string {
  return (id) => {
    const value = String(id ?? '');
    const [kind, key] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    if (kind === 'palette') return t(`contract:formElement.${elementCode(Number(key)) ?? 'textbox'}`);
    if (kind === 'cat' || kind === 'drop')
      return draft.categories.find((c) => c.key === key)?.name ?? t('forms.builder.dragSay.section');
    if (kind === 'item') {
      for (const category of draft.categories) {
        const item = category.items.find((i) => i.key === key);
        if (item)
          return item.name || t(`contract:formElement.${elementCode(item.formElementId) ?? 'textbox'}`);
      }
    }
    return t('forms.builder.dragSay.element');
  };
}

export function dragAccessibility(
  t: TFunction,
  draft: Draft,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const name = dragNamer(t, draft);
  return {
    screenReaderInstructions: { draggable: t('forms.builder.dragSay.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('forms.builder.dragSay.start', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('forms.builder.dragSay.over', { name: name(active.id), target: name(over.id) })
          : t('forms.builder.dragSay.outside', { name: name(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('forms.builder.dragSay.end', { name: name(active.id), target: name(over.id) })
          : t('forms.builder.dragSay.cancel', { name: name(active.id) }),
      onDragCancel: ({ active }) => t('forms.builder.dragSay.cancel', { name: name(active.id) }),
    },
  };
}

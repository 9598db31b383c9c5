import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/** What a dragged or hovered menu row carries: its name (for announcements) and its position. */
export interface MenuDragData {
  name: string;
  position: number;
}

type WithData = { data: { current?: Record<string, unknown> | undefined } } | null | undefined;

const nameOf = (item: WithData): string => {
  const name = item?.data.current?.name;
  return typeof name === 'string' ? name : '';
};

/** Where a drop puts the dragged entry: the hovered entry's position; nowhere when dropped on itself. */
export function dropPosition(active: WithData, over: WithData): number | null {
  const from = active?.data.current?.position;
  const to = over?.data.current?.position;
  return typeof to === 'number' && typeof from === 'number' && to !== from ? to : null;
}

/** Arrow up/down jumps the dragged handle to the previous/next row, whatever the rows' heights. */
export const rowKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const down = event.code === 'ArrowDown';
  if (!down && event.code !== 'ArrowUp') return undefined;
  const rect = context.collisionRect ?? context.activeNode?.getBoundingClientRect();
  if (!rect) return undefined;
  const middle = rect.top + rect.height / 2;
  const centres = [...context.droppableRects.values()]
    .map((row) => row.top + row.height / 2 - middle)
    .filter((gap) => (down ? gap > 5 : gap < -5))
    .sort((a, b) => Math.abs(a) - Math.abs(b));
  const gap = centres[0];
  event.preventDefault();
  return gap === undefined ? currentCoordinates : { x: currentCoordinates.x, y: currentCoordinates.y + gap };
};

/**
 * What a screen reader hears: the entries' names in the user's language, never internal ids. The words
 * are the form builder's (`forms.builder.dragSay`, the same sentences): one copy in the dictionaries.
 */
export function menuDragAccessibility(t: TFunction): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  return {
    screenReaderInstructions: { draggable: t('forms.builder.dragSay.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('forms.builder.dragSay.start', { name: nameOf(active) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('forms.builder.dragSay.over', { name: nameOf(active), target: nameOf(over) })
          : t('forms.builder.dragSay.outside', { name: nameOf(active) }),
      onDragEnd: ({ active, over }) =>
        over && dropPosition(active, over) !== null
          ? t('forms.builder.dragSay.end', { name: nameOf(active), target: nameOf(over) })
          : t('forms.builder.dragSay.cancel', { name: nameOf(active) }),
      onDragCancel: ({ active }) => t('forms.builder.dragSay.cancel', { name: nameOf(active) }),
    },
  };
}

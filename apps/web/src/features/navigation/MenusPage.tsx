import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { dropPosition, menuDragAccessibility, rowKeyboardCoordinates } from './menuDrag.ts';
import { menuDefinition } from './menus.ts';
import { useMenuMove } from './useMenuMove.ts';

/**
 * /menu/menu: the generic list of menu entries inside a drag context, so that each row's handle (in the
 * move column, beside the arrows) drops the entry at another row's place: one `moveMenu` per drop.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const { move } = useMenuMove();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    const position = dropPosition(active, over);
    if (position !== null) void move(Number(active.id), position);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={menuDragAccessibility(t)}
      onDragEnd={dropped}
    >
      <RegistryScreen definition={menuDefinition} />
    </DndContext>
  );
}

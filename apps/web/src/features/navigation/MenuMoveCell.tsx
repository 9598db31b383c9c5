import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import DragIcon from '@mui/icons-material/DragIndicator';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';
import type { MenuDragData } from './menuDrag.ts';
import { canMove } from './menuOrder.ts';
import { useMenuMove } from './useMenuMove.ts';

/**
 * Move up / move down (spec 001 §2): the first entry does not move up, the last not down; and a drag
 * handle (pointer or keyboard) that drops the entry at another row's place (MenusPage's drag context).
 */
export function MenuMoveCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { total, moving, move } = useMenuMove();
  const position = typeof row.position === 'number' ? row.position : 0;
  const name = typeof row.name === 'string' ? row.name : '';
  const can = canMove(position, total);
  const data: MenuDragData = { name, position };
  const drag = useDraggable({ id: row.id, data, disabled: moving });
  const drop = useDroppable({ id: row.id, data });
  const { transform } = drag;
  return (
    <Stack
      direction="row"
      ref={drop.setNodeRef}
      sx={{
        alignItems: 'center',
        borderRadius: 1,
        outline: drop.isOver && !drag.isDragging ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <IconButton
        size="small"
        ref={drag.setNodeRef}
        aria-label={t('forms.builder.drag', { name })}
        sx={{
          cursor: 'grab',
          touchAction: 'none',
          bgcolor: drag.isDragging ? 'action.selected' : undefined,
          // the handle travels with the pointer; the row (the drop target) stays in place
          transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
          zIndex: drag.isDragging ? 1 : undefined,
        }}
        {...drag.attributes}
        {...drag.listeners}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('navigation.moveUp', { name })}
        disabled={moving || !can.up}
        onClick={() => void move(row.id, position - 1)}
      >
        <UpIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('navigation.moveDown', { name })}
        disabled={moving || !can.down}
        onClick={() => void move(row.id, position + 1)}
      >
        <DownIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

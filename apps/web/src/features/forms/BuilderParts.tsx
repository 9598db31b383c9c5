import type { ComponentProps, PointerEventHandler } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useDraggable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { elementCode } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { DraftItem } from './builderModel.ts';

/** An element type in the palette: dragged onto a category, or added to the selected one with its button. */
export function PaletteEntry({ id, onAdd }: { id: number; onAdd(): void }) {
  const { t } = useTranslation();
  const name = t(`contract:formElement.${elementCode(id) ?? 'textbox'}`);
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: `palette:${id}` });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Chip
        ref={setNodeRef}
        label={name}
        data-testid={`palette-${elementCode(id) ?? id}`}
        icon={<DragIndicatorIcon />}
        sx={{
          cursor: 'grab',
          transform: CSS.Translate.toString(transform),
          zIndex: isDragging ? 10 : undefined,
        }}
        {...listeners}
        tabIndex={-1}
      />
      <IconButton size="small" aria-label={t('forms.builder.add', { name })} onClick={onAdd}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

type TabProps = ComponentProps<typeof Tab> & { sortId: string; hasError: boolean };

/** A category tab, dragged sideways to reorder (the keyboard's way is 'Kategorileri düzenle'). */
export function SortableTab({ sortId, hasError, ...props }: TabProps) {
  const { setNodeRef, listeners, transform, transition, isOver } = useSortable({ id: sortId });
  return (
    <Tab
      {...props}
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        color: hasError ? 'error.main' : undefined,
        outline: isOver ? '2px dashed' : undefined,
      }}
    />
  );
}

interface ItemCardProps {
  item: DraftItem;
  index: number;
  count: number;
  hasError: boolean;
  onEdit(): void;
  onRemove(): void;
  onMove(to: number): void;
}

/** An item of the selected category: drag handle (mouse or keyboard), edit, delete, up and down. */
export function ItemCard({ item, index, count, hasError, onEdit, onRemove, onMove }: ItemCardProps) {
  const { t } = useTranslation();
  const { setNodeRef, attributes, listeners, transform, transition } = useSortable({
    id: `item:${item.key}`,
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="builder-item"
      sx={{
        p: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        borderColor: hasError ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={t('forms.builder.drag', { name: item.name })}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography>
            {item.name}
            {item.isRequired ? ' *' : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`contract:formElement.${elementCode(item.formElementId) ?? 'textbox'}`)}
            {item.options.length ? ` · ${item.options.map((o) => o.value).join(', ')}` : ''}
          </Typography>
        </Stack>
        <IconButton
          size="small"
          aria-label={t('forms.builder.moveUp')}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('forms.builder.moveDown')}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('forms.builder.editItem', { name: item.name })}
          onClick={onEdit}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('forms.builder.deleteItem', { name: item.name })}
          onClick={onRemove}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  horizontalListSortingStrategy,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { FORM_ELEMENTS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { hasErrorUnder, type BuilderErrors } from './builderErrors.ts';
import { moveCategory, moveItem, type Draft } from './builderModel.ts';
import { dragAccessibility } from './dragAnnouncements.ts';
import { ItemCard, PaletteEntry, SortableTab } from './BuilderParts.tsx';

interface Props {
  draft: Draft;
  errors: BuilderErrors;
  tab: number;
  onTab(index: number): void;
  onChange(draft: Draft): void;
  /** A palette element dropped or added into a category, at an index (the end when undefined). */
  onAdd(categoryKey: string | undefined, formElementId: number, index?: number): void;
  onEdit(categoryKey: string, itemKey: string): void;
  /** An element's delete button: the page asks first (issue 26 §3.10). */
  onRemove(categoryKey: string, itemKey: string): void;
}

function DropArea({ id, children }: { id: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      data-testid="builder-drop"
      sx={{
        minHeight: 160,
        p: 1,
        borderRadius: 1,
        outline: isOver ? '2px dashed' : '1px dashed transparent',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The builder's two panes (spec 001 §2): the element palette on the left, the category tabs with the
 * selected category's items on the right. Elements are dragged onto a tab or the item area (or added with
 * their button); tabs and items are reordered by dragging (items also with the keyboard: the handle takes
 * Space and the arrow keys, and the up/down buttons).
 */
export function BuilderCanvas({ draft, errors, tab, onTab, onChange, onAdd, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const category = draft.categories[tab];
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = String(active.id);
    const to = over ? String(over.id) : '';
    if (from.startsWith('palette:')) {
      if (!over) return;
      const elementId = Number(from.slice('palette:'.length));
      if (to.startsWith('cat:')) onAdd(to.slice(4), elementId);
      else if (to.startsWith('item:') && category)
        onAdd(
          category.key,
          elementId,
          category.items.findIndex((i) => `item:${i.key}` === to),
        );
      else onAdd(category?.key, elementId);
      return;
    }
    if (from.startsWith('cat:') && to.startsWith('cat:')) {
      const keys = draft.categories.map((c) => `cat:${c.key}`);
      const next = moveCategory(draft, keys.indexOf(from), keys.indexOf(to));
      onChange(next);
      onTab(keys.indexOf(to));
    } else if (from.startsWith('item:') && to.startsWith('item:') && category) {
      const keys = category.items.map((i) => `item:${i.key}`);
      onChange(moveItem(draft, category.key, keys.indexOf(from), keys.indexOf(to)));
    }
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={dragAccessibility(t, draft)}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" component="h3">
            {t('forms.builder.palette')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('forms.builder.paletteHint')}
          </Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {FORM_ELEMENTS.map((element) => (
              <PaletteEntry key={element.id} id={element.id} onAdd={() => onAdd(category?.key, element.id)} />
            ))}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, width: '100%' }}>
          <SortableContext
            items={draft.categories.map((c) => `cat:${c.key}`)}
            strategy={horizontalListSortingStrategy}
          >
            <Tabs
              value={category ? tab : false}
              onChange={(_, next: number) => onTab(next)}
              variant="scrollable"
            >
              {draft.categories.map((c, index) => (
                <SortableTab
                  key={c.key}
                  value={index}
                  label={c.name}
                  sortId={`cat:${c.key}`}
                  hasError={hasErrorUnder(errors, `categories.${index}`)}
                />
              ))}
            </Tabs>
          </SortableContext>
          <DropArea id={category ? `drop:${category.key}` : 'drop:none'}>
            {!category && <Typography color="text.secondary">{t('forms.builder.noCategory')}</Typography>}
            {category && !category.items.length && (
              <Typography color="text.secondary">{t('forms.builder.emptyCategory')}</Typography>
            )}
            {category && (
              <SortableContext
                items={category.items.map((i) => `item:${i.key}`)}
                strategy={verticalListSortingStrategy}
              >
                <Stack spacing={1}>
                  {category.items.map((item, index) => (
                    <ItemCard
                      key={item.key}
                      item={item}
                      index={index}
                      count={category.items.length}
                      hasError={hasErrorUnder(errors, `categories.${tab}.items.${index}`)}
                      onEdit={() => onEdit(category.key, item.key)}
                      onRemove={() => onRemove(category.key, item.key)}
                      onMove={(to) => onChange(moveItem(draft, category.key, index, to))}
                    />
                  ))}
                </Stack>
              </SortableContext>
            )}
          </DropArea>
        </Paper>
      </Stack>
    </DndContext>
  );
}

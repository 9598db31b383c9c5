import { eq, inArray } from 'drizzle-orm';
import { sliderItems, sliders } from '../../db/tenant/sliders.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { sliderEntity, sliderItemEntity } from './slider.entities.ts';

/** Removes stored files no slider item uses any more (two items may share one, as the demo's could). */
async function removeUnused(db: TenantDb, files: TenantFiles, paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  if (!unique.length) return;
  const used = await db
    .selectDistinct({ path: sliderItems.imagePath })
    .from(sliderItems)
    .where(inArray(sliderItems.imagePath, unique));
  const kept = new Set(used.map((row) => row.path));
  for (const path of unique) if (!kept.has(path)) await files.remove(path);
}

/**
 * deleteSliderItem: the item and its roles go (cascade), then its file — only once the rows are gone, so a
 * failed delete leaves everything in place. The history keeps the item as it was.
 */
export async function deleteSliderItem(op: OperationContext, id: number): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const paths = await session.db.transaction(async (db) => {
    const deleted = (await db.delete(sliderItems).where(eq(sliderItems.id, id)).returning()) as Row[];
    const [row] = deleted;
    if (!row) throw new DomainError('NotFound');
    await entityHistory({ ...op, db }, sliderItemEntity, 'delete', id, row, null);
    return deleted.map((item) => String(item.imagePath));
  });
  await removeUnused(session.db, session.files, paths);
  return ok({ id });
}

/**
 * deleteSlider: the slider with its items and their roles (cascade), then the items' files. One history row:
 * the slider as it was, with its items' ids.
 */
export async function deleteSlider(op: OperationContext, id: number): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const paths = await session.db.transaction(async (db) => {
    // the slider's row locked first: no item can be added to it (and its file left behind) meanwhile
    const [slider] = (await db.select().from(sliders).where(eq(sliders.id, id)).for('update')) as Row[];
    if (!slider) throw new DomainError('NotFound');
    const items = await db
      .select({ id: sliderItems.id, path: sliderItems.imagePath })
      .from(sliderItems)
      .where(eq(sliderItems.sliderId, id));
    await db.delete(sliders).where(eq(sliders.id, id));
    const itemIds = items.map((item) => item.id);
    await entityHistory({ ...op, db }, sliderEntity, 'delete', id, { ...slider, itemIds }, null);
    return items.map((row) => row.path);
  });
  await removeUnused(session.db, session.files, paths);
  return ok({ id });
}

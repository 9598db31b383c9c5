import { eq, inArray } from 'drizzle-orm';
import { sliderItems, sliders } from '../../db/tenant/sliders.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

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
 * failed delete leaves everything in place.
 */
export async function deleteSliderItem(
  { session }: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  const paths = await session.db.transaction(async (db) => {
    const deleted = await db
      .delete(sliderItems)
      .where(eq(sliderItems.id, id))
      .returning({ path: sliderItems.imagePath });
    if (!deleted.length) throw new DomainError('NotFound');
    return deleted.map((row) => row.path);
  });
  await removeUnused(session.db, session.files, paths);
  return ok({ id });
}

/** deleteSlider: the slider with its items and their roles (cascade), then the items' files. */
export async function deleteSlider(
  { session }: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  const paths = await session.db.transaction(async (db) => {
    // the slider's row locked first: no item can be added to it (and its file left behind) meanwhile
    const [slider] = await db
      .select({ id: sliders.id })
      .from(sliders)
      .where(eq(sliders.id, id))
      .for('update');
    if (!slider) throw new DomainError('NotFound');
    const items = await db
      .select({ path: sliderItems.imagePath })
      .from(sliderItems)
      .where(eq(sliderItems.sliderId, id));
    await db.delete(sliders).where(eq(sliders.id, id));
    return items.map((row) => row.path);
  });
  await removeUnused(session.db, session.files, paths);
  return ok({ id });
}

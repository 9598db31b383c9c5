import { eq } from 'drizzle-orm';
import { announcementUpdateInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { announcements } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { cleanBody } from './create-announcement.ts';
import { checkMultimedias, storeMultimedias, withSavedFiles } from './store-multimedias.ts';

/**
 * Updates title, spot text and body (sanitised) and adds any files sent along. The category and the
 * recipients are not part of an update (spec 000 §4; recipients change through send histories).
 */
export async function updateAnnouncement(
  session: Session,
  input: unknown,
): Promise<Envelope<{ id: number }>> {
  const { id, title, body, spotText, multimedias } = parseInput(announcementUpdateInput, input);
  const clean = cleanBody(body);
  const checked = checkMultimedias(multimedias);
  return withSavedFiles(session.files, (saved) =>
    session.db.transaction(async (tx) => {
      const db = tx as unknown as TenantDb;
      const changed = await db
        .update(announcements)
        .set({ title, spotText, body: clean })
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      if (!changed.length) throw new DomainError('NotFound');
      await storeMultimedias(db, session.files, id, checked, saved);
      return ok({ id });
    }),
  );
}

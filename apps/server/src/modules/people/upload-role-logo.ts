import { eq } from 'drizzle-orm';
import { roleLogoInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import { roles } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { acceptUpload } from '../../files/accept-upload.ts';

export type LogoColumn = 'logo' | 'transparentLogo';

/** Logos are PNG, JPEG or WebP, recognised by their content (api.md). */
const LOGO_EXTENSIONS = new Set(['png', 'jpg', 'webp']);

/**
 * Stores a role's logo or transparent logo: checked by its bytes (size before decoding), saved under a
 * server-made name; the role keeps the public path and the previous file is removed.
 */
export async function uploadRoleLogo(
  session: Session,
  column: LogoColumn,
  input: unknown,
): Promise<Envelope<{ id: number }>> {
  const { roleId, fileName, fileBase64String } = parseInput(roleLogoInput, input);
  const [role] = await session.db.select({ previous: roles[column] }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new DomainError('NotFound');
  const upload = acceptUpload({ fileName, fileBase64String }, ['image']);
  if (!LOGO_EXTENSIONS.has(upload.extension)) throw new DomainError('FileType');
  const path = await session.files.save(upload);
  const saved = await session.db
    .update(roles)
    .set({ [column]: path })
    .where(eq(roles.id, roleId))
    .returning({ id: roles.id });
  if (!saved.length) {
    await session.files.remove(path);
    throw new DomainError('NotFound');
  }
  await session.files.remove(role.previous);
  return ok({ id: roleId });
}

import { eq } from 'drizzle-orm';
import { roleLogoInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import { roles } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { acceptLogo, replaceStoredFile } from '../../files/replace-file.ts';

export type LogoColumn = 'logo' | 'transparentLogo';

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
  const upload = acceptLogo({ fileName, fileBase64String });
  const saved = await replaceStoredFile(session.files, upload, role.previous, async (path) => {
    const [row] = await session.db
      .update(roles)
      .set({ [column]: path })
      .where(eq(roles.id, roleId))
      .returning({ id: roles.id });
    return row ?? null;
  });
  if (!saved) throw new DomainError('NotFound');
  return ok({ id: roleId });
}

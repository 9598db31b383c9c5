import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleLogoInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { acceptLogo, replaceStoredFile } from '../../files/replace-file.ts';

export type LogoColumn = 'logo' | 'transparentLogo';

/**
 * Stores a role's logo or transparent logo: checked by its bytes (size before decoding), saved under a
 * server-made name; the role keeps the public path and the previous file is removed.
 */
export async function uploadRoleLogo(
  { session }: OperationContext,
  column: LogoColumn,
  { roleId, fileName, fileBase64String }: z.output<typeof roleLogoInput>,
): Promise<Envelope<{ id: number }>> {
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

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { roleResource, type roleLogoInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { acceptLogo, replaceStoredFile } from '../../files/replace-file.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';
import { assertRoleChangeable } from '../permissions/role-within.ts';

export type LogoColumn = 'logo' | 'transparentLogo';

/**
 * Stores a role's logo or transparent logo: checked by its bytes (size before decoding), saved under a
 * server-made name; the role keeps the public path and the previous file is removed. The history has the
 * role's update (the path, old and new). Only someone who may change the role does (docs/security.md, 3).
 */
export async function uploadRoleLogo(
  op: OperationContext,
  column: LogoColumn,
  { roleId, fileName, fileBase64String }: z.output<typeof roleLogoInput>,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const [role] = await session.db.select({ previous: roles[column] }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new DomainError('NotFound');
  await assertRoleChangeable(op, roleId);
  const upload = acceptLogo({ fileName, fileBase64String });
  const saved = await replaceStoredFile(session.files, upload, role.previous, (path) =>
    session.db.transaction(async (tx) => {
      const [row] = await tx
        .update(roles)
        .set({ [column]: path })
        .where(eq(roles.id, roleId))
        .returning({ id: roles.id });
      if (row)
        await recordChange(tx, {
          actor: actorOf(op),
          area: 'people',
          entity: roleResource.typeName,
          entityId: roleId,
          action: 'update',
          changes: { [column]: { old: role.previous, new: path } },
        });
      return row ?? null;
    }),
  );
  if (!saved) throw new DomainError('NotFound');
  return ok({ id: roleId });
}

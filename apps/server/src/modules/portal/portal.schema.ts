import { eq } from 'drizzle-orm';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { DomainError, ok } from '../../app/envelope.ts';
import { users } from '../../db/tenant/schema.ts';

interface PortalUser {
  id: number;
  name: string;
  surname: string;
}

/** `me`: the signed-in employee, the portal's first call; `logout` ends the caller's own token (docs/portal.md). */
export function registerPortal(kit: Kit): void {
  const { builder } = kit;
  const me = builder.objectRef<PortalUser>('PortalUser').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      surname: t.exposeString('surname'),
    }),
  });
  builder.queryField('me', (t) =>
    t.field({
      type: kit.single('PortalUser', me),
      resolve: (_root, _args, ctx) =>
        run(
          ctx,
          async (s) => {
            const [row] = await s.db
              .select({ id: users.id, name: users.name, surname: users.surname })
              .from(users)
              .where(eq(users.id, s.userId));
            if (!row) throw new DomainError('NotFound');
            return ok(row);
          },
          'portal',
        ),
    }),
  );
  builder.mutationField('logout', (t) =>
    t.field({
      type: kit.mutationResult,
      resolve: (_root, _args, ctx) =>
        run(
          ctx,
          async (s) => {
            await ctx.services.tokens.revoke(s.db, s.tokenId);
            return ok({ id: s.userId });
          },
          'portal',
        ),
    }),
  );
}

import { eq } from 'drizzle-orm';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { DomainError, ok } from '../../app/envelope.ts';
import { users } from '../../db/tenant/schema.ts';

interface CurrentUser {
  id: number;
  name: string;
  surname: string;
  email: string | null;
}

/** `currentUser` for the shell, and `logout`, which revokes the request's own token. */
export function registerSession(kit: Kit): void {
  const { builder } = kit;
  const user = builder.objectRef<CurrentUser>('CurrentUser').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      surname: t.exposeString('surname'),
      email: t.exposeString('email', { nullable: true }),
    }),
  });
  builder.queryField('currentUser', (t) =>
    t.field({
      type: kit.single('CurrentUser', user),
      resolve: (_root, _args, ctx) =>
        run(ctx, async (s) => {
          const [row] = await s.db
            .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
            .from(users)
            .where(eq(users.id, s.userId));
          if (!row) throw new DomainError('NotFound');
          return ok(row);
        }),
    }),
  );
  builder.mutationField('logout', (t) =>
    t.field({
      type: kit.mutationResult,
      resolve: (_root, _args, ctx) =>
        run(ctx, async (s) => {
          await ctx.services.tokens.revoke(s.db, s.tokenId);
          return ok({ id: s.userId });
        }),
    }),
  );
}

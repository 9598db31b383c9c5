import type { ExtraField, Row } from '../../crud/entity-definition.ts';
import type { RequestContext } from '../../request/context.ts';
import { users } from '../../db/tenant/users.table.ts';

/** The named column of the user a row points at (`userId`), loaded in one batch for the whole page. */
function userColumn(column: 'name' | 'surname'): ExtraField {
  return {
    type: 'String',
    reads: ['userId'],
    resolve: async (row: Row, ctx: RequestContext) => {
      const user = typeof row.userId === 'number' ? await ctx.loaders.load(users, row.userId) : null;
      return String(user?.[column] ?? '');
    },
  };
}

/**
 * A user link's flat `{userId name surname}` (spec 000 §3: an announcement's users, a disclaimer's
 * acceptors), beside its nested `user {…}`: both read the same row, loaded once per page.
 */
export const userNameFields = { name: userColumn('name'), surname: userColumn('surname') } as const;

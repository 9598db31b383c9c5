import { userSubstituteResource } from '@pano/contract';
import { userSubstitutes } from '../../db/tenant/requests.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from '../people/user.entity.ts';
import { checkSubstitute } from './substitute-rule.ts';

/**
 * A user's substitutes for approvals, on the user's page (docs/approvals.md, Delegation): for a date range,
 * or without dates for the days their own leave is approved; never themselves, always an active user.
 */
export const userSubstituteEntity: EntityDefinition = {
  api: userSubstituteResource,
  table: userSubstitutes,
  sortColumns: ['id', 'startDate'],
  defaultSort: { column: 'id', descending: true },
  filters: ['userId'],
  hasActive: false,
  relations: [{ field: 'substitute', foreignKey: 'substituteId', target: () => userEntity }],
  hooks: {
    beforeWrite: (ctx, values) =>
      checkSubstitute(ctx.db, values.userId as number, values.substituteId as number),
  },
};

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffDemandResource, translate } from '@pano/contract';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { EntityDefinition } from '../../../crud/entity-definition.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { invalidField } from '../../../kernel/validation.ts';
import { approvalsOf, approvalType } from '../../forms/approvals.ts';
import { departmentEntity } from '../../people/organization.entities.ts';
import { userEntity } from '../../people/user.entity.ts';
import { locationEntity } from '../../reference/reference.entities.ts';
import { workflowRequestField } from '../../requests/views/request-field.ts';
import {
  demandReasonEntity,
  educationStatusEntity,
  employmentTypeEntity,
  jobPositionEntity,
} from '../recruitment.entities.ts';
import { staffDemandResultEntity } from './staff-demand-result.entity.ts';

interface StatusView {
  code: string;
  name: string;
}

const relation = (field: string, target: () => EntityDefinition) => ({
  field,
  foreignKey: `${field}Id`,
  target,
});

/**
 * Staff demands in the panel (spec 002 §2 /isealim/personeltalep): newest first; `isCompleted` true lists
 * the completed ones (the screen's default), false the others ('Tamamlanmamışları göster'), none all. One
 * demand answers its choices by name, its status, its process (`approvals`, the engine's approvals of its
 * request; `workflowRequest` the whole trail) and its results. Made on the portal (`requestStaff`); the
 * panel only sets who follows it (an active user).
 */
export const staffDemandEntity: EntityDefinition = {
  api: staffDemandResource,
  table: staffDemands,
  hasActive: false,
  sortColumns: ['id', 'createTime', 'completedDate'],
  defaultSort: { column: 'id', descending: true },
  filters: ['createdUserId', 'responsibleUserId', 'departmentId'],
  pagerFilters: {
    isCompleted: {
      input: z.boolean().nullish(),
      where: (value) => (typeof value === 'boolean' ? eq(staffDemands.isCompleted, value) : undefined),
    },
  },
  relations: [
    relation('createdUser', () => userEntity),
    relation('department', () => departmentEntity),
    relation('educationStatus', () => educationStatusEntity),
    relation('jobPosition', () => jobPositionEntity),
    relation('location', () => locationEntity),
    relation('demandReason', () => demandReasonEntity),
    relation('employmentType', () => employmentTypeEntity),
    relation('responsibleUser', () => userEntity),
  ],
  collections: [{ field: 'results', foreignKey: 'staffDemandId', target: () => staffDemandResultEntity }],
  extraFields: {
    status: {
      type: (kit) =>
        plainObject<StatusView>(kit, 'StaffDemandStatus', { code: 'String', name: 'String' }) as never,
      reads: ['state'],
      resolve: (row, ctx): StatusView => ({
        code: row.state as string,
        name: translate(ctx.lang, `staffDemandState.${String(row.state)}`),
      }),
    },
    approvals: {
      type: (kit) => approvalType(kit) as never,
      list: true,
      fallback: [],
      batch: (db, ids, ctx) => approvalsOf(db, ids, ctx.lang, 'staffDemand'),
    },
    workflowRequest: workflowRequestField('staffDemand'),
  },
  hooks: {
    async beforeWrite(ctx, values) {
      const userId = values.responsibleUserId;
      if (typeof userId !== 'number') return;
      const [active] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isActive, true)));
      if (!active) throw invalidField('responsibleUserId');
    },
  },
};

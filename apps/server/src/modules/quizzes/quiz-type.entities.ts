import { and, eq, ne } from 'drizzle-orm';
import { quizTypeResource, quizTypeRoleResource } from '@pano/contract';
import { quizTypeRoles, quizTypes } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { workflowEntity } from '../workflows/workflow.entities.ts';
import { lockName } from './lock.ts';

/** Quiz types (spec 002 §2 /quiz/tipler): a lookup with the passive switch. */
export const quizTypeEntity = lookupEntity(quizTypeResource, quizTypes);

/**
 * The roles that may take a type's quizzes, each with the workflow of their results (spec 002 §2
 * /quiz/tipler/{quizTypeId}); a role once per type ('Rol: Bu değer zaten kullanılıyor').
 */
export const quizTypeRoleEntity: EntityDefinition = {
  api: quizTypeRoleResource,
  table: quizTypeRoles,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['quizTypeId', 'roleId', 'workflowId'],
  relations: [
    { field: 'quizType', foreignKey: 'quizTypeId', target: () => quizTypeEntity },
    { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
    { field: 'workflow', foreignKey: 'workflowId', target: () => workflowEntity },
  ],
  hooks: {
    async beforeWrite(ctx, values, _mode, previous) {
      const typeId = values.quizTypeId as number;
      await lockName(ctx.db, `quiz_type_roles:${typeId}`);
      const [clash] = await ctx.db
        .select({ id: quizTypeRoles.id })
        .from(quizTypeRoles)
        .where(
          and(
            eq(quizTypeRoles.quizTypeId, typeId),
            eq(quizTypeRoles.roleId, values.roleId as number),
            previous ? ne(quizTypeRoles.id, previous.id) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw invalidField('roleId', 'alreadyUsed');
    },
  },
};

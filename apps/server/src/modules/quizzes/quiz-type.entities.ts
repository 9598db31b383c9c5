import { quizTypeResource, quizTypeRoleResource } from '@pano/contract';
import { quizTypeRoles, quizTypes } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { workflowEntity } from '../workflows/workflow.entities.ts';

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
  uniqueWithin: [{ field: 'roleId', within: 'quizTypeId' }],
};

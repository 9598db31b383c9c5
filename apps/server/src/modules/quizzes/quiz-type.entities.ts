import { quizTypeResource, quizTypeRoleResource } from '@pano/contract';
import { quizTypeRoles, quizTypes } from '../../db/tenant/quizzes.table.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { roleWorkflowEntity } from '../workflows/role-assignment.entity.ts';

/** Quiz types (spec 002 §2 /quiz/tipler): a lookup with the passive switch. */
export const quizTypeEntity = lookupEntity(quizTypeResource, quizTypes);

/**
 * The roles that may take a type's quizzes, each with the workflow of their results (spec 002 §2
 * /quiz/tipler/{quizTypeId}); a role once per type ('Rol: Bu değer zaten kullanılıyor').
 */
export const quizTypeRoleEntity = roleWorkflowEntity(quizTypeRoleResource, quizTypeRoles, {
  key: 'quizTypeId',
  field: 'quizType',
  entity: () => quizTypeEntity,
});

import { quizTypeResource, quizTypeRoleResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { lookupEntity } from '../../crud/core/lookupEntity.ts';
import { roleWorkflowDefinition } from '../../crud/core/roleAssignment.ts';

/** Quiz types (spec 002 §2 /quiz/tipler): a lookup with the passive switch, a link to its roles and edit. */
export const quizTypeDefinition: EntityDefinition = lookupEntity(
  'quizType',
  { ...quizTypeResource, remove: undefined },
  {
    rows: { links: [{ labelKey: 'quizzes.rolesOf', screen: 'quizTypeRoles', param: 'quizTypeId' }] },
    clearsCache: ['quizzes'],
  },
);

/**
 * The roles and workflows of a quiz type (spec 002 §2 /quiz/tipler/{quizTypeId}, §5): role and workflow
 * required, a role once per type (the server says so); back to the types.
 */
export const quizTypeRoleDefinition = roleWorkflowDefinition('quizTypeRole', quizTypeRoleResource, {
  param: 'quizTypeId',
  api: quizTypeResource,
  back: 'quizTypes',
});

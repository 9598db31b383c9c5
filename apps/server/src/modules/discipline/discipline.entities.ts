import { disciplineRoleResource, disciplineWorkflowResource } from '@pano/contract';
import { disciplineRoles, disciplineWorkflows } from '../../db/tenant/discipline.table.ts';
import { formEntity } from '../forms/form.entities.ts';
import { roleAssignmentEntity } from '../workflows/role-assignment.entity.ts';

/** The form a role's managers open a discipline request with (/disiplin/form): a role once. */
export const disciplineRoleEntity = roleAssignmentEntity({
  api: disciplineRoleResource,
  table: disciplineRoles,
  target: { key: 'formId', field: 'form', entity: () => formEntity },
});

/** The workflow a role's discipline step runs (/disiplin/workflow): a role once per type (1 request, 2 defence result). */
export const disciplineWorkflowEntity = roleAssignmentEntity({
  api: disciplineWorkflowResource,
  table: disciplineWorkflows,
  kind: 'type',
});

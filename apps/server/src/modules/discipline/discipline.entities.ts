import {
  DISCIPLINE_WORKFLOW_TYPE_NAMES,
  disciplineRoleResource,
  disciplineWorkflowResource,
} from '@pano/contract';
import type { EntityDefinition, Row } from '../../crud/entity-definition.ts';
import { disciplineRoles, disciplineWorkflows } from '../../db/tenant/discipline.table.ts';
import { formEntity } from '../forms/form.entities.ts';
import { roleAssignmentEntity } from '../workflows/role-assignment.entity.ts';

/** The form a role's managers open a discipline request with (/disiplin/form): a role once. */
export const disciplineRoleEntity = roleAssignmentEntity({
  api: disciplineRoleResource,
  table: disciplineRoles,
  target: { key: 'formId', field: 'form', entity: () => formEntity },
});

const typeName = (row: Row) =>
  DISCIPLINE_WORKFLOW_TYPE_NAMES[row.type as keyof typeof DISCIPLINE_WORKFLOW_TYPE_NAMES] ?? String(row.type);

/**
 * The workflow a role's discipline step runs (/disiplin/workflow): a role once per type (1 request, 2 defence
 * result). `type` answers the spec's name of it ('REQUEST', 'DEFENCE_RESULT': spec 002 §3), `typeId` the
 * number the panel's dialog chooses; inputs and the pager send the number as `type`.
 */
export const disciplineWorkflowEntity: EntityDefinition = {
  ...roleAssignmentEntity({ api: disciplineWorkflowResource, table: disciplineWorkflows, kind: 'type' }),
  extraFields: {
    type: { type: 'String', reads: ['type'], resolve: typeName },
    typeId: { type: 'Int', reads: ['type'], resolve: (row) => row.type },
  },
};

import {
  disciplineRoleCreateInput,
  disciplineRoleUpdateInput,
  disciplineWorkflowCreateInput,
  disciplineWorkflowUpdateInput,
} from '../validation/discipline.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 002 §7 Discipline roles: list; create {roleId, formId}; update {id, roleId, formId}; delete by id. */
export const disciplineRoleResource = crudResource(
  'DisciplineRole',
  'disciplineRoles',
  disciplineRoleCreateInput,
  disciplineRoleUpdateInput,
);

/** Spec 002 §7 Discipline workflows: list; create {roleId, workflowId, type}; update with id; delete by id. */
export const disciplineWorkflowResource = crudResource(
  'DisciplineWorkflow',
  'disciplineWorkflows',
  disciplineWorkflowCreateInput,
  disciplineWorkflowUpdateInput,
);

/** Discipline cases (issue 28 §3): opened and defended on the portal, read in the panel. */
export const disciplineCaseResource = defineResource({
  typeName: 'DisciplineCase',
  list: 'disciplineCases',
  single: 'disciplineCase',
});

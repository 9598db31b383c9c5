import { z } from 'zod';
import { id } from './reference.ts';
import { formSubmitInput } from './forms.ts';

/** Discipline workflow types (spec 002 §9): 1 the request, 2 the defence result. */
export const DisciplineWorkflowType = { Request: 1, Defence: 2 } as const;
/**
 * The names the spec's DisciplineWorkflow reads its type by (spec 002 §3: 'REQUEST or another value'):
 * `type` answers them, `typeId` the number the dialog chooses and every input sends (docs/discipline.md).
 */
export const DISCIPLINE_WORKFLOW_TYPE_NAMES = { 1: 'REQUEST', 2: 'DEFENCE_RESULT' } as const;

/** The states of a discipline case (docs/discipline.md). */
export const DISCIPLINE_CASE_STATES = ['requested', 'defence', 'defended', 'closed', 'cancelled'] as const;
export type DisciplineCaseState = (typeof DISCIPLINE_CASE_STATES)[number];

/** DisciplineRole (spec 002 §5: roleId and formId required): the form a role's managers fill. */
export const disciplineRoleCreateInput = z.object({ roleId: id, formId: id });
export const disciplineRoleUpdateInput = disciplineRoleCreateInput.extend({ id });

/** DisciplineWorkflow (spec 002 §5: roleId and workflowId required; type 1 request, 2 defence result). */
export const disciplineWorkflowCreateInput = z.object({
  roleId: id,
  workflowId: id,
  type: z.number().int().min(DisciplineWorkflowType.Request).max(DisciplineWorkflowType.Defence),
});
export const disciplineWorkflowUpdateInput = disciplineWorkflowCreateInput.extend({ id });

const answers = formSubmitInput.shape.answers;

/** Portal `requestDiscipline(inputModel {employeeId answers})`: the answers as `submitForm` takes them. */
export const disciplineRequestInput = z.object({ employeeId: id, answers });

/** Portal `submitDefence(inputModel {caseId answers})`: the employee's defence, the same form. */
export const disciplineDefenceInput = z.object({ caseId: id, answers });

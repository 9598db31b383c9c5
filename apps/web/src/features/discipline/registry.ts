import {
  DISCIPLINE_CASE_STATES,
  disciplineCaseResource,
  disciplineRoleResource,
  disciplineWorkflowResource,
  formResource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import type { OptionSource } from '../../crud/core/optionTypes.ts';
import { roleAssignmentDefinition } from '../../crud/core/roleAssignment.ts';
import type { Registry } from '../area.tsx';
import { TypeCell } from './TypeCell.tsx';

/** The active forms a role may open discipline requests with, by name. */
const formChoices: OptionSource = {
  api: formResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, isActive: true, sortColumn: 'name', sortDescending: false },
};

/** Discipline cases: newest first, filtered by state; the detail shows both answer sets and trails. */
const disciplineCases: EntityDefinition = {
  key: 'disciplineCase',
  api: disciplineCaseResource,
  list: {
    columns: [
      { path: 'id', sortable: true },
      { path: 'requester.fullName', labelKey: 'discipline.requester' },
      { path: 'employee.fullName', labelKey: 'discipline.employee' },
      { path: 'status.name', labelKey: 'contract:fields.status' },
      { path: 'createTime', format: 'date', labelKey: 'discipline.opened', sortable: true },
      { path: 'completedDate', format: 'dateOrDash' },
    ],
    rowLabel: ['employee.fullName'],
    sort: { column: 'id', descending: true },
    searchable: false,
    filters: [
      {
        name: 'stateId',
        labelKey: 'contract:fields.status',
        allLabelKey: 'common.all',
        options: {
          values: DISCIPLINE_CASE_STATES.map((state, index) => ({
            value: index + 1,
            labelKey: `contract:disciplineCaseState.${state}`,
          })),
        },
      },
    ],
  },
  rows: { links: [{ labelKey: 'discipline.caseOf', screen: 'disciplineCase', param: 'caseId' }] },
};

/** The discipline registry (spec 002 §2 Discipline; page size 5 as every list). */
export const disciplineRegistry = {
  disciplineForms: roleAssignmentDefinition({
    key: 'disciplineRole',
    api: disciplineRoleResource,
    target: { name: 'formId', path: 'form.name', labelKey: 'contract:fields.form', source: formChoices },
  }),
  disciplineWorkflows: roleAssignmentDefinition({
    key: 'disciplineWorkflow',
    api: disciplineWorkflowResource,
    kind: {
      name: 'type',
      // `type` answers the spec's name ('REQUEST'); the dialog chooses the number, answered as `typeId`
      readFrom: 'typeId',
      values: [
        { value: 1, labelKey: 'discipline.type.1' },
        { value: 2, labelKey: 'discipline.type.2' },
      ],
      cell: TypeCell,
    },
  }),
  disciplineCases,
} satisfies Registry;

import { describe, expect, it } from 'vitest';
import {
  formResource,
  permissionTypeResource,
  permissionTypeRoleResource,
  staffDemandRoleResource,
} from '@pano/contract';
import type { ComponentType } from 'react';
import type { Row } from './row.ts';
import { roleChoices, workflowChoices } from './commonChoices.ts';
import { roleAssignmentDefinition, roleWorkflowDefinition } from './roleAssignment.ts';
import { initialValues } from './initialValues.ts';

const formChoices = { api: formResource, label: ['name'], pager: { pageNumber: 1, pageSize: 100 } };

describe('one definition for role assignments', () => {
  it("makes an owner's role → workflow list: the owner's name as the title, back, the owner sent with creates", () => {
    expect(
      roleWorkflowDefinition('permissionTypeRole', permissionTypeRoleResource, {
        param: 'permissionTypeId',
        api: permissionTypeResource,
        back: 'leaveTypes',
      }),
    ).toEqual({
      key: 'permissionTypeRole',
      api: permissionTypeRoleResource,
      list: {
        columns: [
          { path: 'role.name', labelKey: 'contract:fields.role' },
          { path: 'workflow.name', labelKey: 'contract:fields.workflow' },
        ],
        rowLabel: ['role.name'],
        parent: { param: 'permissionTypeId', api: permissionTypeResource },
        back: 'leaveTypes',
        searchable: false,
      },
      form: {
        fields: [
          { name: 'roleId', kind: 'select', options: { source: roleChoices } },
          { name: 'workflowId', kind: 'select', options: { source: workflowChoices } },
        ],
        hiddenInputs: [{ name: 'permissionTypeId', type: 'Int!' }],
      },
    });
  });

  it('makes a list of the whole tenant without a parent, back button or hidden input, the id first when asked', () => {
    const definition = roleAssignmentDefinition({
      key: 'staffDemandRole',
      api: staffDemandRoleResource,
      idColumn: true,
    });
    expect(definition.list).toEqual({
      columns: [
        { path: 'id' },
        { path: 'role.name', labelKey: 'contract:fields.role' },
        { path: 'workflow.name', labelKey: 'contract:fields.workflow' },
      ],
      rowLabel: ['role.name'],
      searchable: false,
    });
    expect(definition.form).toEqual({
      fields: [
        { name: 'roleId', kind: 'select', options: { source: roleChoices } },
        { name: 'workflowId', kind: 'select', options: { source: workflowChoices } },
      ],
    });
  });

  it('gives a role a form instead of a workflow, and keeps rows apart by a kind with its own cell', () => {
    const KindCell: ComponentType<{ row: Row }> = () => null;
    const toForm = roleAssignmentDefinition({
      key: 'disciplineRole',
      api: staffDemandRoleResource,
      target: { name: 'formId', path: 'form.name', labelKey: 'contract:fields.form', source: formChoices },
    });
    expect(toForm.list.columns.map((column) => column.path)).toEqual(['role.name', 'form.name']);
    expect(toForm.form && 'fields' in toForm.form ? toForm.form.fields[1] : undefined).toEqual({
      name: 'formId',
      kind: 'select',
      options: { source: formChoices },
    });
    const byKind = roleAssignmentDefinition({
      key: 'disciplineWorkflow',
      api: staffDemandRoleResource,
      kind: {
        name: 'type',
        values: [
          { value: 1, labelKey: 'a' },
          { value: 2, labelKey: 'b' },
        ],
        cell: KindCell,
      },
    });
    // the Excel file names the kind as the select does
    expect(byKind.list.columns[2]).toEqual({
      path: 'type',
      cell: KindCell,
      export: { labelKeys: { 1: 'a', 2: 'b' } },
    });
    expect(byKind.form && 'fields' in byKind.form ? byKind.form.fields[2] : undefined).toEqual({
      name: 'type',
      kind: 'select',
      options: {
        values: [
          { value: 1, labelKey: 'a' },
          { value: 2, labelKey: 'b' },
        ],
      },
    });
  });

  it("reads a kind's number from `readFrom` when the kind's own name answers a name (discipline's typeId)", () => {
    const byName = roleAssignmentDefinition({
      key: 'disciplineWorkflow',
      api: staffDemandRoleResource,
      kind: { name: 'type', readFrom: 'typeId', values: [{ value: 1, labelKey: 'a' }] },
    });
    expect(byName.list.columns[2]).toEqual({
      path: 'typeId',
      labelKey: 'contract:fields.type',
      export: { labelKeys: { 1: 'a' } },
    });
    const fields = byName.form && 'fields' in byName.form ? byName.form.fields : [];
    expect(fields[2]).toMatchObject({ name: 'type', readFrom: 'typeId' });
    // the edit dialog starts from the number, and still sends it as `type`
    const row = { id: 4, roleId: 2, workflowId: 3, type: 'DEFENCE_RESULT', typeId: 2 };
    expect(initialValues(byName, fields, 'update', row)).toEqual({
      id: 4,
      roleId: 2,
      workflowId: 3,
      type: 2,
    });
  });
});

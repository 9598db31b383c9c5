import {
  permissionTypeResource,
  permissionTypeRoleResource,
  type Resource,
  type ResourceWrite,
} from '@pano/contract';
import { z } from 'zod';
import { audienceForm } from '../../crud/core/audienceForm.ts';
import { workflowChoices } from '../../crud/core/commonChoices.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { valueAt } from '../../crud/core/format.ts';
import { roleWorkflowDefinition } from '../../crud/core/roleAssignment.ts';
import { AudienceStatusCell } from '../../crud/views/AudienceChip.tsx';
import { DrawsOnCell, DrawsOnInput } from './DrawsOnInput.tsx';

/** The roles that may request the type, chosen in its dialog; each new one gets the dialog's workflow. */
const audience = audienceForm({
  ownerKey: 'permissionTypeId',
  roles: permissionTypeRoleResource,
  linkInputs: [{ name: 'workflowId', type: 'Int!' }],
});

/** The type's write, and a workflow required while roles are chosen (their requests need one). */
function withRolesWorkflow(write: ResourceWrite | undefined): ResourceWrite | undefined {
  return (
    write && {
      ...write,
      input: write.input
        .safeExtend({ roleIds: z.array(z.number()).optional(), workflowId: z.number().nullish() })
        .superRefine((value, ctx) => {
          if (Array.isArray(value.roleIds) && value.roleIds.length && value.workflowId == null)
            ctx.addIssue({ code: 'custom', message: 'required', path: ['workflowId'] });
        }),
    }
  );
}

const api: Resource = {
  ...permissionTypeResource,
  create: withRolesWorkflow(permissionTypeResource.create),
  update: withRolesWorkflow(permissionTypeResource.update),
};

/** The workflow an edit starts with: the first role's (the roles screen changes each role's own). */
const firstRoleWorkflow = (row: Record<string, unknown>): unknown => {
  const roles = valueAt(row, 'roles');
  return Array.isArray(roles) ? (valueAt(roles[0], 'workflowId') ?? null) : null;
};

/**
 * Leave types (spec 002 §2 /izin/tipler, §5): name required; what its days draw on (issue 29 §1: the annual
 * entitlement, its own days a year, nothing); whom it reaches ('Kimseye görünmüyor' without a role with an
 * active employee, issue 48 §1); a link to the type's roles and workflows, edit and delete. The dialog
 * chooses the roles and the workflow the added ones follow. The code is not shown and stays empty
 * (docs/leave.md).
 */
export const permissionTypeDefinition: EntityDefinition = {
  key: 'permissionType',
  api,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'drawsOn', cell: DrawsOnCell, export: { labelsKey: 'contract:leaveDraw' } },
      { path: 'id', labelKey: 'leave.reach', cell: AudienceStatusCell, export: false },
    ],
    select: ['yearlyDays', 'roles.workflowId'],
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'drawsOn', kind: 'text', input: DrawsOnInput, defaultValue: 'annual' },
      { name: 'yearlyDays', kind: 'number', optional: true },
      ...audience.fields,
      {
        name: 'workflowId',
        kind: 'select',
        labelKey: 'leave.rolesWorkflow',
        optional: true,
        options: { source: workflowChoices },
        sentOn: [],
        fromRow: firstRoleWorkflow,
      },
    ],
    memberships: audience.memberships,
    audience: audience.audience,
    noteKey: 'leave.noRoleNobody',
  },
  rows: { links: [{ labelKey: 'leave.rolesOf', screen: 'leaveTypeRoles', param: 'permissionTypeId' }] },
  clearsCache: ['permissions', 'permissionTypeRoles'],
};

/**
 * The roles of a leave type with their workflows (spec 002 §2 /izin/tipler/{id}, §5): the type's name as the
 * title, back to the types; role and workflow required, a role once per type (the server says so).
 */
export const permissionTypeRoleDefinition = roleWorkflowDefinition(
  'permissionTypeRole',
  permissionTypeRoleResource,
  {
    param: 'permissionTypeId',
    api: permissionTypeResource,
    back: 'leaveTypes',
  },
);

import type { Resource } from '@pano/contract';
import type { ColumnDefinition, EntityDefinition } from './definition.ts';
import type { FieldDefinition } from './fieldTypes.ts';
import type { FixedOption, OptionSource } from './optionTypes.ts';
import { roleChoices, workflowChoices } from './commonChoices.ts';

/** The row the assignments belong to: its route parameter (also the pager's filter), resource and list. */
export interface AssignmentOwner {
  param: string;
  /** Its single read names it in the heading ('Yıllık izin rolleri ve iş akışları'). */
  api: Resource;
  /** The owners' list screen the back button opens. */
  back: string;
}

/** What a role is given: the input field, the relation's name path, the column's label and the choices. */
export interface AssignmentTarget {
  name: string;
  path: string;
  labelKey: string;
  source: OptionSource;
}

/** A fixed kind the assignments are kept apart by (discipline's type: 1 request, 2 defence result). */
export interface AssignmentKind {
  name: string;
  /** The row's field answering the number when `name` answers a name (discipline: `typeId`, `type` 'REQUEST'). */
  readFrom?: string;
  values: readonly FixedOption[];
  /** The column's cell naming the kind (the value itself without one). */
  cell?: ColumnDefinition['cell'];
}

export interface RoleAssignmentOptions {
  /** Dictionary key under `entities` (titles, buttons, toasts). */
  key: string;
  api: Resource;
  /** The owner; none: one list for the tenant (the staff-demand roles). */
  owner?: AssignmentOwner;
  /** A workflow when left out. */
  target?: AssignmentTarget;
  kind?: AssignmentKind;
  /** The id as the first column (the spec's staff-demand mapping list shows it). */
  idColumn?: boolean;
}

const workflowTarget: AssignmentTarget = {
  name: 'workflowId',
  path: 'workflow.name',
  labelKey: 'contract:fields.workflow',
  source: workflowChoices,
};

/**
 * One definition for every "role → workflow (or form)" list (docs/crud.md, 'One shape for role
 * assignments'): columns role and target (and kind), the dialog's role and target selects (both required by
 * the contract, a role once — the server says so), the owner's name as the title and back to the owners.
 */
export function roleAssignmentDefinition(options: RoleAssignmentOptions): EntityDefinition {
  const { key, api, owner, kind } = options;
  const target = options.target ?? workflowTarget;
  const columns: ColumnDefinition[] = [
    ...(options.idColumn ? [{ path: 'id' }] : []),
    { path: 'role.name', labelKey: 'contract:fields.role' },
    { path: target.path, labelKey: target.labelKey },
  ];
  const fields: FieldDefinition[] = [
    { name: 'roleId', kind: 'select', options: { source: roleChoices } },
    { name: target.name, kind: 'select', options: { source: target.source } },
  ];
  if (kind) {
    columns.push({
      // read from its number, headed by its own name ('Tip')
      ...(kind.readFrom
        ? { path: kind.readFrom, labelKey: `contract:fields.${kind.name}` }
        : { path: kind.name }),
      ...(kind.cell ? { cell: kind.cell } : {}),
      // the Excel file names the kind as the select does
      export: {
        labelKeys: Object.fromEntries(
          kind.values.flatMap(({ value, labelKey }) => (labelKey ? [[String(value), labelKey]] : [])),
        ),
      },
    });
    fields.push({
      name: kind.name,
      kind: 'select',
      options: { values: kind.values },
      ...(kind.readFrom ? { readFrom: kind.readFrom } : {}),
    });
  }
  return {
    key,
    api,
    list: {
      columns,
      rowLabel: ['role.name'],
      ...(owner ? { parent: { param: owner.param, api: owner.api }, back: owner.back } : {}),
      searchable: false,
    },
    form: {
      fields,
      ...(owner ? { hiddenInputs: [{ name: owner.param, type: 'Int!' }] } : {}),
    },
  };
}

/** The common case: role → workflow of an owner (a leave type's roles) or of the tenant. */
export const roleWorkflowDefinition = (
  key: string,
  api: Resource,
  owner?: AssignmentOwner,
): EntityDefinition => roleAssignmentDefinition({ key, api, ...(owner ? { owner } : {}) });

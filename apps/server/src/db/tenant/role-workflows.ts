import { index, integer, pgTable, serial, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { roles } from './organization.table.ts';
import { workflows } from './workflows.table.ts';

const ownerColumn = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** What every assignment holds besides its id and owner: the role, its workflow, when it was made. */
const assignmentColumns = () => ({
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  workflowId: integer('workflow_id')
    .notNull()
    .references(() => workflows.id),
  createTime: createTime(),
});

/**
 * The roles that may use a thing (a form, a leave type, a quiz type), each with the workflow what they do
 * follows; a role at most once per owner. The rows go with their owner; a role or workflow still named here
 * is not deleted (InUse). One shape for form_roles, permission_type_roles and quiz_type_roles; the
 * tenant-wide twin below for lists without an owner.
 */
export function roleWorkflowTable<const Name extends string, const Key extends string>(
  name: Name,
  owner: { key: Key; column: string; references: () => AnyPgColumn; unique: string },
) {
  const ownerColumns = { [owner.key]: ownerColumn(owner.column, owner.references) } as Record<
    Key,
    ReturnType<typeof ownerColumn>
  >;
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...ownerColumns,
      ...assignmentColumns(),
    },
    (t) => [
      uniqueIndex(owner.unique).on(t[owner.key as 'roleId'], t.roleId),
      index(`${name}_role`).on(t.roleId),
      index(`${name}_workflow`).on(t.workflowId),
    ],
  );
}

/**
 * A role → workflow list of the whole tenant (the staff-demand roles, spec 002 §3 StaffDemandRole): the
 * same columns without an owner, a role at most once.
 */
export function tenantRoleWorkflowTable<const Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...assignmentColumns(),
    },
    (t) => [uniqueIndex(`${name}_role`).on(t.roleId), index(`${name}_workflow`).on(t.workflowId)],
  );
}

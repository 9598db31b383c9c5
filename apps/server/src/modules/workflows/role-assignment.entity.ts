import type { Resource } from '@pano/contract';
import type { EntityDefinition, IdTable, Relation } from '../../crud/entity-definition.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { workflowEntity } from './workflow.entities.ts';

/** A column that names another entity's row: its key (`formId`), its nested field (`form`) and the entity. */
export interface AssignmentLink {
  key: string;
  field: string;
  entity: () => EntityDefinition;
}

/**
 * A "role → workflow (or form)" list (docs/crud.md, 'One shape for role assignments'): what a role gets
 * (`target`: a workflow unless said otherwise), optionally per owner row (a form, a leave type, a quiz
 * type) and per kind (discipline's type: 1 request, 2 defence result).
 */
export interface RoleAssignmentShape {
  api: Resource;
  table: IdTable;
  /** The row the assignments belong to; none: one list for the tenant (the staff-demand roles). */
  owner?: AssignmentLink;
  /** What the role is given: a workflow when left out. */
  target?: AssignmentLink;
  /** An integer column the assignments are kept apart by (a role once per kind); also a pager filter. */
  kind?: string;
}

const workflowTarget: AssignmentLink = { key: 'workflowId', field: 'workflow', entity: () => workflowEntity };

/**
 * One definition for every role assignment: ordered by id, filtered by owner, role and target, each shown
 * with its owner's, role's and target's names, and a role at most once per owner (or kind, or at all),
 * answered as Validation on the role ('Rol: Bu değer zaten kullanılıyor').
 */
export function roleAssignmentEntity(shape: RoleAssignmentShape): EntityDefinition {
  const { api, table, owner, kind } = shape;
  const target = shape.target ?? workflowTarget;
  const link = ({ key, field, entity }: AssignmentLink): Relation => ({
    field,
    foreignKey: key,
    target: entity,
  });
  const within = owner?.key ?? kind;
  return {
    api,
    table,
    sortColumns: ['id'],
    defaultSort: { column: 'id', descending: false },
    filters: [...(owner ? [owner.key] : []), 'roleId', target.key, ...(kind ? [kind] : [])],
    relations: [
      ...(owner ? [link(owner)] : []),
      { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
      link(target),
    ],
    ...(within ? { uniqueWithin: [{ field: 'roleId', within }] } : { unique: ['roleId'] }),
  };
}

/** The common case: a role → workflow list of an owner (`permissionTypeRoleEntity`) or of the tenant. */
export const roleWorkflowEntity = (api: Resource, table: IdTable, owner?: AssignmentLink): EntityDefinition =>
  roleAssignmentEntity({ api, table, ...(owner ? { owner } : {}) });

import { count, eq } from 'drizzle-orm';
import { formResource, formRoleResource } from '@pano/contract';
import { formRoles, forms, formUsers } from '../../db/tenant/forms.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { refuse } from '../../kernel/envelope.ts';
import { roleWorkflowEntity } from '../workflows/role-assignment.entity.ts';
import { readStructures } from './form-structure.ts';
import { formCategoryType } from './structure-types.ts';

/**
 * Forms (spec 001 §2 /form/formlar): name, the passive switch; `categories` with their items and options
 * as stored now (passived and deleted ones flagged). A form with submissions is not deleted: the answer
 * says so and the form can be made passive instead (docs/forms.md).
 */
export const formEntity: EntityDefinition = {
  api: formResource,
  table: forms,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: true,
  extraFields: {
    categories: {
      type: (kit) => formCategoryType(kit) as never,
      list: true,
      batch: (db, ids) => readStructures(db, ids),
      fallback: [],
    },
  },
  hooks: {
    async beforeRemove(ctx, id) {
      const [used] = await ctx.db.select({ value: count() }).from(formUsers).where(eq(formUsers.formId, id));
      if ((used?.value ?? 0) > 0) throw refuse('FormHasSubmissions', 'InUse');
    },
  },
};

/**
 * The roles that fill a form with their workflow (spec 001 §2 form roles, /form/formlar/{formId}/roller):
 * both required, a role once per form ('Rol: Bu değer zaten kullanılıyor'). A workflow a form role uses
 * cannot be deleted (foreign key: InUse).
 */
export const formRoleEntity = roleWorkflowEntity(formRoleResource, formRoles, {
  key: 'formId',
  field: 'form',
  entity: () => formEntity,
});

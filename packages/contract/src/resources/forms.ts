import {
  formCreateInput,
  formRoleCreateInput,
  formRoleUpdateInput,
  formUpdateInput,
} from '../validation/forms.ts';
import { crudResource, defineResource } from './resource.ts';

/**
 * Spec 001 §7 Forms: `forms(formPagerModel)`, `form(id)` with its categories, create
 * (`formCreateInputModel`), update (`formInputModel`), delete.
 */
export const formResource = crudResource('Form', 'forms', formCreateInput, formUpdateInput, {
  pagerArg: 'formPagerModel',
  createArg: 'formCreateInputModel',
  updateArg: 'formInputModel',
});
/** The roles that fill a form, each with its workflow (spec 001 §7 Form roles: `formRoleInputModel`). */
export const formRoleResource = crudResource(
  'FormRole',
  'formRoles',
  formRoleCreateInput,
  formRoleUpdateInput,
  {
    createArg: 'formRoleInputModel',
    updateArg: 'formRoleInputModel',
  },
);
/** The submissions of a form (spec 001 §7 Form users): read-only on the panel; made on the portal. */
export const formUserResource = defineResource({
  typeName: 'FormUser',
  list: 'formUsers',
  single: 'formUser',
});

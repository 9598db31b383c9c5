import type { Registry } from '../area.tsx';
import { formDefinition, formRoleDefinition, formUserDefinition } from './forms.ts';

/** The forms registry: one entry per list screen served by the generic list page. */
export const formsRegistry = {
  formList: formDefinition,
  formRoles: formRoleDefinition,
  formUsers: formUserDefinition,
} satisfies Registry;

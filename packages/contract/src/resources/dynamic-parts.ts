import {
  dynamicPartCreateInput,
  dynamicPartGroupCreateInput,
  dynamicPartRoleCreateInput,
  dynamicPartUpdateInput,
  dynamicPartUserCreateInput,
} from '../validation/dynamic-parts.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 001 §7 Dynamic parts: `dynamicParts(pagerModel)`, `dynamicPart(id)`, create, update, delete. */
export const dynamicPartResource = crudResource(
  'DynamicPart',
  'dynamicParts',
  dynamicPartCreateInput,
  dynamicPartUpdateInput,
);

/**
 * Who sees a part (spec 001 §7 createUser {dynamicPartId, userId}, deleteUser …): the spec's names are the
 * users', groups' and roles' own in the one schema, so they carry the part's name (docs/api.md).
 */
export const dynamicPartUserResource = defineResource({
  typeName: 'DynamicPartUser',
  list: 'dynamicPartUsers',
  create: { name: 'createDynamicPartUser', input: dynamicPartUserCreateInput },
  remove: 'deleteDynamicPartUser',
});
export const dynamicPartGroupResource = defineResource({
  typeName: 'DynamicPartGroup',
  list: 'dynamicPartGroups',
  create: { name: 'createDynamicPartGroup', input: dynamicPartGroupCreateInput },
  remove: 'deleteDynamicPartGroup',
});
export const dynamicPartRoleResource = defineResource({
  typeName: 'DynamicPartRole',
  list: 'dynamicPartRoles',
  create: { name: 'createDynamicPartRole', input: dynamicPartRoleCreateInput },
  remove: 'deleteDynamicPartRole',
});

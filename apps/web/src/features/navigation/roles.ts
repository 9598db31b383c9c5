import type { Resource } from '@pano/contract';
import { roleChoices } from '../../crud/core/commonChoices.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';

/**
 * The roles of a menu entry or a link, as a definition of their own: the owner's resource without its
 * update (only the links are saved), one multi picker of roles, the links read from the row's `roles`.
 */
export function rolesDefinition(
  key: string,
  owner: Resource,
  link: Resource,
  ownerKey: string,
): EntityDefinition {
  return {
    key,
    api: { ...owner, update: undefined, create: undefined, remove: undefined },
    list: { columns: [] },
    form: {
      fields: [
        {
          name: 'roleIds',
          kind: 'picker',
          labelKey: 'contract:fields.role',
          multiple: true,
          optional: true,
          search: roleChoices,
          sentOn: [],
        },
      ],
      noteKey: 'navigation.noRoleNobody',
      audience: { roleIds: 'roleIds' },
      memberships: [
        {
          field: 'roleIds',
          api: link,
          ownerKey,
          memberKey: 'roleId',
          links: { path: 'roles' },
          label: ['role.name'],
        },
      ],
    },
  };
}

/** What a list selects so that the roles dialog starts from the row's links. */
export const ROLE_PATHS = ['roles.id', 'roles.roleId', 'roles.role.name'] as const;

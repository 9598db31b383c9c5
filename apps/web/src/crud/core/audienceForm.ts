import type { Resource } from '@pano/contract';
import type { AudienceFields } from './audience.ts';
import { roleChoices } from './commonChoices.ts';
import type { MembershipDefinition } from './definition.ts';
import type { FieldDefinition, HiddenInput, MutationMode } from './fieldTypes.ts';
import type { OptionSource } from './optionTypes.ts';
import { groupSearch, userSearch } from './recipients.ts';

/** Who an item is for, by kind: the link resource of each kind the item has (a menu only roles). */
export interface AudienceOptions {
  /** The link inputs' field naming the item (`menuId`, `dynamicPartId`). */
  ownerKey: string;
  users?: Resource;
  groups?: Resource;
  roles?: Resource;
  /**
   * The mutations whose input carries the ids themselves (a dynamic part's create takes `userIds`,
   * `groupIds`, `roleIds`); in the others the links are saved as a difference after the item. None by default.
   */
  sentOn?: readonly MutationMode[];
  /** Further inputs of a new link, taken from the form's values of the same name (a leave type role's workflow). */
  linkInputs?: readonly HiddenInput[];
}

/** What a dialog adds to choose the audience: the pickers, the links they save, the 'who will see this?' fields. */
export interface AudienceForm {
  fields: FieldDefinition[];
  memberships: MembershipDefinition[];
  audience: AudienceFields;
}

type Kind = 'users' | 'groups' | 'roles';

const KINDS: readonly {
  kind: Kind;
  field: keyof AudienceFields;
  memberKey: string;
  search: OptionSource;
  label: readonly string[];
}[] = [
  {
    kind: 'users',
    field: 'userIds',
    memberKey: 'userId',
    search: userSearch,
    label: ['user.name', 'user.surname'],
  },
  { kind: 'groups', field: 'groupIds', memberKey: 'groupId', search: groupSearch, label: ['group.name'] },
  { kind: 'roles', field: 'roleIds', memberKey: 'roleId', search: roleChoices, label: ['role.name'] },
];

/**
 * The audience of an item (issue 48 §1; docs/navigation.md, 'Who sees an item'): a multi picker per kind it
 * has (users, groups, roles), each a membership read from the row's `users`, `groups`, `roles` and saved as
 * the difference (added → the link's create, removed → its delete; on create after the item, with its new
 * id), and the dialog's 'who will see this?' count over them. Menus, links, slider items, dynamic parts and
 * leave types use it in their create and edit dialogs.
 */
export function audienceForm(options: AudienceOptions): AudienceForm {
  const kinds = KINDS.flatMap((kind) => {
    const link = options[kind.kind];
    return link ? [{ ...kind, link }] : [];
  });
  return {
    fields: kinds.map(({ field, search }) => ({
      name: field,
      kind: 'picker',
      multiple: true,
      optional: true,
      search,
      sentOn: options.sentOn ?? [],
    })),
    memberships: kinds.map(({ field, link, memberKey, kind, label }) => ({
      field,
      api: link,
      ownerKey: options.ownerKey,
      memberKey,
      links: { path: kind },
      label,
      ...(options.linkInputs ? { inputs: options.linkInputs } : {}),
    })),
    audience: Object.fromEntries(kinds.map(({ field }) => [field, field])) as AudienceFields,
  };
}

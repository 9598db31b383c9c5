/** The ids an item's audience is chosen by (any of them reaches; none reaches nobody). */
export interface AudienceIds {
  roleIds: readonly number[];
  userIds: readonly number[];
  groupIds: readonly number[];
}

/** A dialog's fields that choose the audience, by kind (issue 27 §3: 'who will see this?'). */
export interface AudienceFields {
  roleIds?: string;
  userIds?: string;
  groupIds?: string;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).filter(
    (item): item is number => typeof item === 'number',
  );

/** The chosen ids from a form's values (a multi picker holds ids; a single one an id or nothing). */
export function audienceIds(fields: AudienceFields, values: Readonly<Record<string, unknown>>): AudienceIds {
  return {
    roleIds: fields.roleIds ? idsOf(values[fields.roleIds]) : [],
    userIds: fields.userIds ? idsOf(values[fields.userIds]) : [],
    groupIds: fields.groupIds ? idsOf(values[fields.groupIds]) : [],
  };
}

const memberIds = (links: unknown, key: string): number[] =>
  Array.isArray(links)
    ? links.flatMap((link: unknown) => {
        const id = link && typeof link === 'object' ? (link as Record<string, unknown>)[key] : undefined;
        return typeof id === 'number' ? [id] : [];
      })
    : [];

/** A row's audience from the links it keeps (`roles [{roleId}]`, `users [{userId}]`, `groups [{groupId}]`). */
export function rowAudience(row: Readonly<Record<string, unknown>>): AudienceIds {
  return {
    roleIds: memberIds(row.roles, 'roleId'),
    userIds: memberIds(row.users, 'userId'),
    groupIds: memberIds(row.groups, 'groupId'),
  };
}

export const isEmptyAudience = ({ roleIds, userIds, groupIds }: AudienceIds): boolean =>
  !roleIds.length && !userIds.length && !groupIds.length;

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The `appAudience` input for an audience, its ids sorted: the same audience is the same request (and the
 * same cache entry), whatever order it was chosen in — a list page of rows with the same roles asks once.
 */
export function audienceInput(audience: AudienceIds, searchText = '') {
  return {
    roleIds: sorted(audience.roleIds),
    userIds: sorted(audience.userIds),
    groupIds: sorted(audience.groupIds),
    searchText,
  };
}

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

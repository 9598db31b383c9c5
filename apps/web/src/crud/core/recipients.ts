import { groupResource, userResource, type Resource } from '@pano/contract';
import type { MembershipDefinition } from './definition.ts';
import type { FieldDefinition, MutationMode, RecipientsOptions } from './fieldTypes.ts';
import { membershipDiff, type MembershipDiff, type MembershipLink } from './membershipDiff.ts';
import { toLinks } from './memberships.ts';
import type { OptionSource } from './optionTypes.ts';

/**
 * The user picker: 15 at a time, searched on the server (spec 001 §7, Groups); each person with their e-mail
 * and department, so that two of the same name are told apart (issue 48, 7).
 */
export const userSearch: OptionSource = {
  api: userResource,
  label: ['name', 'surname'],
  detail: ['email', 'department.name'],
  pager: { pageNumber: 1, pageSize: 15 },
};

/** The group picker: 15 at a time, searched on the server. */
export const groupSearch: OptionSource = {
  api: groupResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 15 },
};

export interface RecipientsFieldOptions extends RecipientsOptions {
  /** The radio group's label (`choose`). */
  labelKey?: string;
  /** No asterisk on the pickers, and the variables may be null. */
  optional?: boolean;
  /** The mutations whose input carries `userIds` and `groupIds` (both by default). */
  sentOn?: readonly MutationMode[];
}

/**
 * The one recipients field (spec 000 §4): users and/or groups, held in the form as `userIds` and
 * `groupIds`; exclusive by disabling the other picker, by a radio choice, or not at all. Works, announcements
 * and disasters use it.
 */
export function recipientsField({ exclusive, ...options }: RecipientsFieldOptions = {}): FieldDefinition {
  return {
    name: 'recipients',
    kind: 'recipients',
    ...(exclusive ? { recipients: { exclusive } } : {}),
    ...options,
  };
}

/** Recipients by kind: the form's `userIds` and `groupIds`, or the links a send history holds. */
export interface ByKind<T> {
  userIds: T;
  groupIds: T;
}

const KINDS = {
  userIds: { memberKey: 'userId', label: ['user.name', 'user.surname'] },
  groupIds: { memberKey: 'groupId', label: ['group.name'] },
} as const;

/** The two memberships of a send history (`sendHistories { id userId groupId user group }`). */
export function recipientMemberships(api: Resource, ownerKey: string, path: string): MembershipDefinition[] {
  return (['userIds', 'groupIds'] as const).map((field) => ({
    field,
    api,
    ownerKey,
    links: { path },
    ...KINDS[field],
  }));
}

/** The links of send-history rows, by kind. */
export function recipientLinks(histories: unknown): ByKind<MembershipLink[]> {
  return { userIds: toLinks(histories, KINDS.userIds), groupIds: toLinks(histories, KINDS.groupIds) };
}

/** The one membership diff, per kind: what to link and which links to delete. */
export function recipientDiff(
  previous: ByKind<readonly MembershipLink[]>,
  selected: ByKind<readonly number[]>,
): ByKind<MembershipDiff> {
  return {
    userIds: membershipDiff(previous.userIds, selected.userIds),
    groupIds: membershipDiff(previous.groupIds, selected.groupIds),
  };
}

import { ROLE_ICON_NAMES } from '@pano/contract';

export type RoleIconName = (typeof ROLE_ICON_NAMES)[number] | 'neutral';

/** The icon a role name gets: one of the mapped names in any case (spec 001 §2), else the neutral one. */
export function roleIconName(role: string): RoleIconName {
  const wanted = role.trim().toLowerCase();
  return ROLE_ICON_NAMES.find((name) => name.toLowerCase() === wanted) ?? 'neutral';
}

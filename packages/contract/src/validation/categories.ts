import { z } from 'zod';
import { id, requiredName } from './reference.ts';

/**
 * The icons a category may use (spec 000 §3 "Icon: name", served by the API): Material icon names, shared
 * by the server (which refuses any other) and the web (which draws each with its @mui/icons-material icon).
 */
export const CATEGORY_ICONS = [
  'Campaign',
  'Announcement',
  'NotificationsActive',
  'Newspaper',
  'Article',
  'Info',
  'Warning',
  'Celebration',
  'Cake',
  'EmojiEvents',
  'MilitaryTech',
  'Star',
  'Favorite',
  'Event',
  'CalendarMonth',
  'Schedule',
  'School',
  'MenuBook',
  'BusinessCenter',
  'Business',
  'Apartment',
  'Groups',
  'Person',
  'Handshake',
  'VolunteerActivism',
  'HealthAndSafety',
  'LocalHospital',
  'MedicalServices',
  'Security',
  'Policy',
  'Gavel',
  'Payments',
  'Savings',
  'AccountBalance',
  'Restaurant',
  'LocalCafe',
  'SportsSoccer',
  'FitnessCenter',
  'DirectionsBus',
  'DirectionsCar',
  'LocalShipping',
  'Flight',
  'BeachAccess',
  'ChildCare',
  'Pets',
  'Park',
  'Recycling',
  'Computer',
  'PhoneAndroid',
  'Wifi',
  'Build',
  'Construction',
  'Engineering',
  'Science',
  'Lightbulb',
  'Forum',
  'Mail',
  'Poll',
  'Support',
  'Verified',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** The icon picker's page size (spec 000 §9). */
export const ICON_PAGE_SIZE = 15;

const ICON_SET: ReadonlySet<string> = new Set(CATEGORY_ICONS);

export function isCategoryIcon(name: string): name is CategoryIcon {
  return ICON_SET.has(name);
}

/** Name and icon required (spec 000 §5); the icon one of CATEGORY_ICONS. */
const icon = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => ICON_SET.has(v), { message: 'knownIcon' });

/** isNotification is sent as 1 or 0 (spec 000 §3, §9); left out it is 0. */
const isNotification = z
  .number()
  .int()
  .min(0)
  .max(1)
  .nullish()
  .transform((v) => v ?? 0);

export const categoryCreateInput = z.object({ name: requiredName, icon, isNotification });
export const categoryUpdateInput = categoryCreateInput.extend({ id, isActive: z.boolean() });

/** The icons list's pager: a page of names, searched by name (case-insensitive contains). */
export const iconPagerInput = z.object({
  pageNumber: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullish()
    .transform((v) => v ?? 1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(CATEGORY_ICONS.length)
    .nullish()
    .transform((v) => v ?? ICON_PAGE_SIZE),
  searchText: z.string().max(100).nullish(),
});

export type CategoryCreateInput = z.infer<typeof categoryCreateInput>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;

import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { isoDay } from './text.ts';
import { HEX_COLOR } from './branding.ts';
import { isCategoryIcon } from './categories.ts';
import { webAddress } from './web-address.ts';

/**
 * What a menu entry, link or slider item opens in the employees' app (spec 001 §9): the modules lookup
 * names them; a type id stands for each (1 HTML page, 2 web address, 3 form). Links open only the first two.
 */
export const TargetComponent = { HtmlPage: 'HtmlPage', UrlBrowser: 'UrlBrowser', Form: 'Form' } as const;
export type TargetComponentName = (typeof TargetComponent)[keyof typeof TargetComponent];
export const TARGET_COMPONENTS = [
  TargetComponent.HtmlPage,
  TargetComponent.UrlBrowser,
  TargetComponent.Form,
] as const;
export const LINK_TARGET_COMPONENTS = [TargetComponent.HtmlPage, TargetComponent.UrlBrowser] as const;

export const NAVIGATION_DESCRIPTION_MAX_LENGTH = 500;
export const TARGET_PAYLOAD_MAX_LENGTH = 200_000;
export const NAVIGATION_POSITION_MAX = 10_000;

export const navigationDescription = z.string().trim().min(1).max(NAVIGATION_DESCRIPTION_MAX_LENGTH);
const description = navigationDescription;
export const navigationPosition = z.number().int().min(1).max(NAVIGATION_POSITION_MAX);
const position = navigationPosition;
/** Beyond the spec: a publish window (docs/navigation.md); none on a side means open on that side. */
export const windowDay = isoDay.nullish().transform((v) => v ?? null);

const linkFields = {
  name: requiredName,
  description,
  position,
  targetComponent: z.enum(LINK_TARGET_COMPONENTS),
  /** HtmlPage: the page's HTML (sanitized on the server); UrlBrowser: `{"url": "https://…"}`. */
  targetPayload: z.string().max(TARGET_PAYLOAD_MAX_LENGTH),
  linkGroupId: id,
  startDate: windowDay,
  endDate: windowDay,
};

export const windowInOrder = (value: { startDate: string | null; endDate: string | null }) =>
  !value.startDate || !value.endDate || value.startDate <= value.endDate;
export const windowIssue = { message: 'endBeforeStart', path: ['endDate'] };

/** A link of the employees' app (spec 001 §3, §7): name, description, position, target and link group. */
export const linkCreateInput = z.object(linkFields).refine(windowInOrder, windowIssue);
export const linkUpdateInput = z.object({ ...linkFields, id }).refine(windowInOrder, windowIssue);

/** A role that sees a link (spec 001 §7: createLinkRole {linkId, roleId}). */
export const linkRoleCreateInput = z.object({ linkId: id, roleId: id });
export const linkRoleUpdateInput = linkRoleCreateInput.extend({ id });

/** What a UrlBrowser target stores: `{"url": …}`, the address in its normal form (web-address.ts). */
export const urlPayload = z.object({ url: webAddress });

/** The devices a menu entry shows on (spec 001 §3 Menu device; §9 MOBILE by default). */
export const MENU_DEVICE_TYPES = ['MOBILE', 'WEB'] as const;
export type MenuDeviceType = (typeof MENU_DEVICE_TYPES)[number];
export const DEFAULT_MENU_DEVICE: MenuDeviceType = 'MOBILE';

const menuFields = {
  name: requiredName,
  position,
  targetComponent: z.enum(TARGET_COMPONENTS),
  /** HtmlPage: HTML; UrlBrowser: `{"url": …}`; Form: `{"formId": n}` (an active form). */
  targetPayload: z.string().max(TARGET_PAYLOAD_MAX_LENGTH),
  /** One of the category icons (the same picker). */
  icon: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((v) => isCategoryIcon(v), { message: 'knownIcon' }),
  /** Blank is no colour (spec 001 §5: null when blank). */
  backgroundColor: z
    .string()
    .trim()
    .max(7)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || HEX_COLOR.test(v), { message: 'hexColor' }),
  startDate: windowDay,
  endDate: windowDay,
};

/** A menu entry of the employees' app (spec 001 §3, §7). */
export const menuCreateInput = z.object(menuFields).refine(windowInOrder, windowIssue);
export const menuUpdateInput = z.object({ ...menuFields, id }).refine(windowInOrder, windowIssue);
/** Puts a menu entry at a position (the arrows and drag): the others close up, positions stay 1…n. */
export const menuMoveInput = z.object({ id, position });

export const menuRoleCreateInput = z.object({ menuId: id, roleId: id });
export const menuRoleUpdateInput = menuRoleCreateInput.extend({ id });
export const menuDeviceCreateInput = z.object({ menuId: id, deviceType: z.enum(MENU_DEVICE_TYPES) });
/** `myMenus(deviceType)`: the device asking; MOBILE when not said. */
export const myMenusInput = z.object({
  deviceType: z
    .enum(MENU_DEVICE_TYPES)
    .nullish()
    .transform((v) => v ?? DEFAULT_MENU_DEVICE),
});

const ids = z
  .array(id)
  .max(1000)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/**
 * 'Who will see this?' (issue 27 §3): the active employees an item with these roles, users and groups
 * reaches — the portal's own rule — and the first of them matching `searchText`.
 */
export const appAudienceInput = z.object({
  roleIds: ids,
  userIds: ids,
  groupIds: ids,
  searchText: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
});

/**
 * The app as one employee (or a role alone) would see it on a day and a device (issue 27 §3): exactly one
 * of `userId` and `roleId`; today and MOBILE when not said.
 */
export const appPreviewInput = z
  .object({
    userId: id.nullish().transform((v) => v ?? null),
    roleId: id.nullish().transform((v) => v ?? null),
    deviceType: z
      .enum(MENU_DEVICE_TYPES)
      .nullish()
      .transform((v) => v ?? DEFAULT_MENU_DEVICE),
    day: isoDay.nullish().transform((v) => v ?? null),
  })
  .refine((value) => (value.userId === null) !== (value.roleId === null), {
    message: 'required',
    path: ['userId'],
  });

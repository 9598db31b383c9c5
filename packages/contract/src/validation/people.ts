import { z } from 'zod';
import { emailInput } from './sign-in.ts';
import { id, requiredName } from './reference.ts';
import { isoDay } from './text.ts';
import { gsmInput } from './gsm.ts';

export { GSM_LENGTH } from './gsm.ts';

/** Spec 001 §5 and §9: the people area's rules, used by the dialogs and by the use cases. */
export const MANAGER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const NATIONAL_ID_LENGTH = 11;
export const DEFAULT_BIRTH_DATE = '2020-01-01';
export const ROLE_LEVEL = 1;
export const PASSWORD_MIN_LENGTH = 8;
/** Role icons by name (spec 001 §2); others get a neutral icon. */
export const ROLE_ICON_NAMES = ['Admin', 'Personel', 'Editor'] as const;
/** Task filter (spec 001 §9): 0 all, 1 open, 2 closed. */
export const TaskStatus = { All: 0, Open: 1, Closed: 2 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const digits = (length: number) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || new RegExp(`^\\d{${length}}$`).test(v), { message: 'checkField' });
const isoDate = isoDay;

/** User save: role, name, surname and department required; email, gsm and national id checked when given. */
export const userCreateInput = z.object({
  roleId: id,
  departmentId: id,
  name: requiredName,
  surname: requiredName,
  email: emailInput.nullish().or(z.literal('').transform(() => null)),
  gsm: gsmInput,
  nationalityIdentityNumber: digits(NATIONAL_ID_LENGTH),
  companyIdentityNumber: optionalText(50),
  birthDate: isoDate.nullish().transform((v) => v ?? DEFAULT_BIRTH_DATE),
  /** The first day of service (issue 29 §3): the annual entitlement renews on its anniversaries. */
  hireDate: isoDate
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  totalDayOff: z
    .number()
    // spec 001 §5: below 0 gives Required
    .min(0, { message: 'required' })
    .max(365)
    .nullish()
    .transform((v) => v ?? 0),
  isPanelUser: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
/** An update also sets the person active or passive (deactivated people keep their history). */
export const userUpdateInput = userCreateInput.extend({ id, isActive: z.boolean() });

export const changeRoleInput = z.object({ userId: id, roleId: id });

export const roleCreateInput = z.object({
  name: requiredName,
  description: optionalText(500),
  /** The spec always sends 1; any other level is refused rather than silently changed. */
  level: z
    .number()
    .int()
    .min(ROLE_LEVEL)
    .max(ROLE_LEVEL)
    .nullish()
    .transform(() => ROLE_LEVEL),
  /** The role's people may use the panel (spec 001 §6: a panel-role flag). */
  panelRole: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export const roleUpdateInput = roleCreateInput.extend({ id, isActive: z.boolean() });

export const userManagerCreateInput = z.object({
  userId: id,
  managerId: id,
  level: z.number().int().min(1).max(6),
});
export const userManagerUpdateInput = userManagerCreateInput.extend({ id });

export const groupCreateInput = z.object({ name: requiredName });
export const groupUpdateInput = groupCreateInput.extend({ id });
export const userGroupInput = z.object({ userId: id, groupId: id });

export const workCreateInput = z.object({
  name: requiredName,
  description: optionalText(2000),
  userIds: z
    .array(id)
    .max(5000)
    .nullish()
    .transform((v) => v ?? []),
  groupIds: z
    .array(id)
    .max(5000)
    .nullish()
    .transform((v) => v ?? []),
});
export const workUpdateInput = z.object({ id, name: requiredName, description: optionalText(2000) });
/** A work's send history is a user or a group, never both. */
export const workSendHistoryInput = z
  .object({ workId: id, userId: id.nullish(), groupId: id.nullish() })
  .refine((v) => (v.userId == null) !== (v.groupId == null), { message: 'userOrGroup', path: ['userId'] });

/** Password policy: 8+ characters with a letter and a digit (server-checked; the screen also matches). */
export const newPassword = z
  .string()
  .max(256)
  // one check, so a password breaking several parts of the policy gets its message once
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(v) && /\d/.test(v), {
    message: 'passwordPolicy',
  });

export const changePasswordInput = z.object({
  userId: id.nullish(),
  oldPassword: z.string().min(1).max(256),
  newPassword,
});

/** Setting the first password from an invitation link. */
export const acceptInvitationInput = z.object({
  tag: z.string().min(1).max(63),
  token: z.string().min(20).max(200),
  password: newPassword,
});

/** A logo upload (spec 001 §7): the base64 text is size-checked before it is decoded. */
export const roleLogoInput = z.object({
  roleId: id,
  fileName: z.string().trim().min(1).max(255),
  fileBase64String: z.string().min(1),
});

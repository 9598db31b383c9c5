import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { id } from './reference.ts';
import { AUDIT_RETENTION_DAYS } from '../resources/history.ts';

/** How a setting is chosen: one option, or several (stored as a bracketed list such as "[3,7]"). */
export const ConfigKind = { Select: 'select', Multi: 'multi' } as const;
export type ConfigKind = (typeof ConfigKind)[keyof typeof ConfigKind];

/** Settings whose options are the tenant's own records rather than fixed codes. */
export const ConfigSource = { Groups: 'groups', Announcements: 'announcements' } as const;
export type ConfigSource = (typeof ConfigSource)[keyof typeof ConfigSource];

export interface ConfigSettingSeed {
  code: string;
  kind?: ConfigKind;
  options?: string[];
  source?: ConfigSource;
  defaultValue: string | null;
}

/**
 * The configuration groups and settings every tenant starts with (docs/settings-config-branding.md). Codes
 * are stable: the web names groups, settings and options from its dictionary by code.
 */
/** The leave window's choices, in days: how far back a request's first day may be, how far ahead its last. */
export const LEAVE_DAYS_BACK = ['0', '30', '90', '180', '365'];
export const LEAVE_DAYS_AHEAD = ['90', '180', '365', '730'];
/** Which weekdays a leave request counts as working days (docs/leave.md). */
export const LEAVE_WORKING_WEEKDAYS = ['monFri', 'monSat'];
/** How many unused annual leave days pass to the next service year on the work anniversary (docs/leave.md). */
export const LEAVE_CARRY_OVER_DAYS = ['0', '5', '10', '14', '20', '26'];

export const CONFIG_GROUPS: readonly { code: string; isEditable: boolean; settings: ConfigSettingSeed[] }[] =
  [
    {
      code: 'login',
      isEditable: true,
      settings: [
        {
          code: 'loginMethod',
          options: ['email', 'gsm', 'nationalityIdentityNumber'],
          defaultValue: 'email',
        },
        { code: 'passwordSendMethod', options: ['email', 'sms'], defaultValue: 'email' },
      ],
    },
    {
      // spec 000 §2: the page's third known select, a group of the tenant (docs/settings-config-branding.md)
      code: 'recruitment',
      isEditable: true,
      settings: [{ code: 'applicantResearchGroup', source: ConfigSource.Groups, defaultValue: null }],
    },
    {
      code: 'announcements',
      isEditable: true,
      settings: [
        {
          code: 'currentAnnouncements',
          kind: ConfigKind.Multi,
          source: ConfigSource.Announcements,
          defaultValue: '[]',
        },
      ],
    },
    {
      // how far from today a leave request's days may lie (docs/leave.md)
      code: 'leave',
      isEditable: true,
      settings: [
        { code: 'leaveDaysBack', options: LEAVE_DAYS_BACK, defaultValue: '365' },
        { code: 'leaveDaysAhead', options: LEAVE_DAYS_AHEAD, defaultValue: '730' },
        { code: 'leaveWorkingWeekdays', options: LEAVE_WORKING_WEEKDAYS, defaultValue: 'monFri' },
        { code: 'leaveCarryOverDays', options: LEAVE_CARRY_OVER_DAYS, defaultValue: '0' },
      ],
    },
    {
      // how long the history of changes is kept, in days (docs/history.md)
      code: 'history',
      isEditable: true,
      settings: [{ code: 'auditRetentionDays', options: AUDIT_RETENTION_DAYS, defaultValue: '365' }],
    },
    {
      // kept by the system, not shown on the page (spec: one section per *editable* group)
      code: 'system',
      isEditable: false,
      settings: [{ code: 'auditLog', options: ['on', 'off'], defaultValue: 'on' }],
    },
  ];

export const CONFIG_VALUE_MAX_LENGTH = 2000;
/** The most ids a multi-select setting stores. */
export const CONFIG_MULTI_MAX = 50;

/** setConfig's input (spec 000 §7): the setting (parentId) and the chosen value, checked per setting. */
export const configInput = z.object({
  parentId: id,
  value: z.string().trim().min(1).max(CONFIG_VALUE_MAX_LENGTH),
});

/** "[3,7]" ↔ [3, 7]: the current-announcements setting's stored form (spec 000 §3). */
export function formatIdList(ids: readonly number[]): string {
  return `[${ids.join(',')}]`;
}

/** The ids of a bracketed list, or null when the text is not one ("[]" is the empty list). */
export function parseIdList(text: string): number[] | null {
  const match = /^\[\s*(\d+(?:\s*,\s*\d+)*)?\s*\]$/.exec(text.trim());
  if (!match) return null;
  if (!match[1]) return [];
  return match[1].split(',').map((part) => Number(part.trim()));
}

export type ConfigInput = z.infer<typeof configInput>;

const pageNumber = z
  .number()
  .int()
  .min(1)
  .max(1_000_000)
  .nullish()
  .transform((v) => v ?? 1);
/** Lookups load with page size 1000 (spec 000 §9): the lists' bound, 5000, as everywhere. */
const pageSize = z
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE)
  .nullish()
  .transform((v) => v ?? 100);

/** configGroups: every group (the page asks only the editable ones) with its settings. */
export const configGroupPagerInput = z.object({ pageNumber, pageSize, isEditable: z.boolean().nullish() });
/** configs: the settings, of one group when given. */
export const configPagerInput = z.object({ pageNumber, pageSize, groupId: id.nullish() });

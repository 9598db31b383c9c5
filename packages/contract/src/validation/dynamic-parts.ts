import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { isoDay } from './text.ts';
import { navigationPosition, windowDay, windowInOrder, windowIssue } from './navigation.ts';

/**
 * Where a dynamic part's content comes from (spec 001 §3 targetComponent, 'source'; docs/navigation.md,
 * Dynamic parts): today one source, the announcements of chosen categories (type 1). A new source is a new
 * key here, its id, its payload rule and its reader on the server.
 */
export const DynamicPartSource = { AnnouncementsByCategory: 'AnnouncementsByCategory' } as const;
export type DynamicPartSourceName = (typeof DynamicPartSource)[keyof typeof DynamicPartSource];
export const DYNAMIC_PART_SOURCES = [DynamicPartSource.AnnouncementsByCategory] as const;
/** The spec's type number of each source (a category picker for type 1). */
export const DYNAMIC_PART_SOURCE_IDS: Readonly<Record<DynamicPartSourceName, number>> = {
  AnnouncementsByCategory: 1,
};

/** Spec 001 §9: a dynamic part's view type is always 2 on save, whatever is sent. */
export const DYNAMIC_PART_VIEW_TYPE = 2;
export const DYNAMIC_PART_VIEW_TYPES = [DYNAMIC_PART_VIEW_TYPE] as const;
/** Spec 001 §5, §9: at most 10 announcements (MaxNumber 10); 5 when not said (the default page size). */
export const DYNAMIC_PART_MAX_PAGE_SIZE = 10;
export const DYNAMIC_PART_DEFAULT_PAGE_SIZE = 5;
/** Beyond the spec: 'son N gün' goes back at most ten years; at most 10 pinned announcements. */
export const DYNAMIC_PART_MAX_LAST_DAYS = 3650;
export const DYNAMIC_PART_MAX_PINNED = DYNAMIC_PART_MAX_PAGE_SIZE;
export const DYNAMIC_PART_PAYLOAD_MAX_LENGTH = 10_000;

/** Ids in the order given, each once. */
const uniqueIds = (values: readonly number[]) => [...new Set(values)];

/** '1' newest first (the default, spec 001 §9) or '0' oldest first; booleans and 1/0 are read as well. */
const sortFlag = z
  .union([z.enum(['1', '0']), z.boolean(), z.literal(1), z.literal(0)])
  .nullish()
  .transform((v): '1' | '0' => (v === '0' || v === false || v === 0 ? '0' : '1'));

/**
 * The settings of an 'announcements by category' part, as stored (spec 001 §3 targetPayload, §5, §9):
 * pageSize at most 10, a negative one clamped to 0; sortDescending '1' by default; an optional fixed window
 * (startDate…endDate, the end not before the start) or — beyond the spec — the last N days, never both;
 * at least one category; and pinned announcements shown first, in the order given.
 */
export const announcementsPayload = z
  .object({
    pageSize: z
      .number()
      .int()
      .max(DYNAMIC_PART_MAX_PAGE_SIZE)
      .nullish()
      .transform((v) => (v == null ? DYNAMIC_PART_DEFAULT_PAGE_SIZE : Math.max(0, v))),
    sortDescending: sortFlag,
    startDate: isoDay.nullish().transform((v) => v ?? null),
    endDate: isoDay.nullish().transform((v) => v ?? null),
    lastDays: z
      .number()
      .int()
      .min(1)
      .max(DYNAMIC_PART_MAX_LAST_DAYS)
      .nullish()
      .transform((v) => v ?? null),
    categoryIds: z.array(id).min(1).max(100).transform(uniqueIds),
    pinnedAnnouncementIds: z
      .array(id)
      .max(DYNAMIC_PART_MAX_PINNED)
      .nullish()
      .transform((v) => uniqueIds(v ?? [])),
  })
  .refine(windowInOrder, windowIssue)
  .refine((v) => v.lastDays === null || (!v.startDate && !v.endDate), {
    message: 'lastDaysOrDates',
    path: ['lastDays'],
  });
export type AnnouncementsPayload = z.output<typeof announcementsPayload>;

/** Each source's payload rule (the server checks the references it names against the tenant's rows). */
export const DYNAMIC_PART_PAYLOADS = {
  AnnouncementsByCategory: announcementsPayload,
} as const satisfies Record<DynamicPartSourceName, z.ZodType>;

/** A payload's JSON object, or undefined when it is none. */
export function readPartPayload(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the payload's own rule says of it, for its source: issues at `targetPayload.<setting>` ('Sayfa boyutu:
 * En fazla 10 olabilir'), none when it holds. The panel's dialog shows them at each setting; the server runs
 * the same rule (and then checks the rows the payload names).
 */
export function partPayloadIssues(value: {
  targetComponent?: unknown;
  targetPayload?: unknown;
}): z.core.$ZodIssue[] {
  const rule = DYNAMIC_PART_PAYLOADS[value.targetComponent as DynamicPartSourceName] as
    (typeof DYNAMIC_PART_PAYLOADS)[DynamicPartSourceName] | undefined;
  if (!rule || typeof value.targetPayload !== 'string') return [];
  const json = readPartPayload(value.targetPayload);
  // an empty payload is a missing one ('required'); text that is not a JSON object is checkField
  const message = value.targetPayload.trim() ? 'checkField' : 'required';
  if (!json) return [{ code: 'custom', message, path: ['targetPayload'], input: undefined }];
  const parsed = rule.safeParse(json);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ ...issue, path: ['targetPayload', ...issue.path] }));
}

/** A colour `#RRGGBB`; blank is none. */
const partColor = z
  .string()
  .trim()
  .max(7)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v), { message: 'hexColor' });

/** The source by its key, or by its spec number ('1'). */
const source = z
  .string()
  .trim()
  .transform(
    (v) => DYNAMIC_PART_SOURCES.find((key) => key === v || String(DYNAMIC_PART_SOURCE_IDS[key]) === v) ?? v,
  )
  .pipe(z.enum(DYNAMIC_PART_SOURCES));

const partFields = {
  name: requiredName,
  title: requiredName,
  position: navigationPosition,
  targetComponent: source,
  /** Sent or not, stored as 2 (spec 001 §9). */
  viewType: z
    .number()
    .int()
    .nullish()
    .transform(() => DYNAMIC_PART_VIEW_TYPE),
  /** JSON of the source's settings, checked and stored clean on the server. */
  targetPayload: z.string().max(DYNAMIC_PART_PAYLOAD_MAX_LENGTH),
  /** A file of the tenant's, from the editor image upload; blank is none. */
  logoPath: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
  headerColor: partColor,
  backgroundColor: partColor,
  fontColor: partColor,
  startDate: windowDay,
  endDate: windowDay,
};

const assigned = z
  .array(id)
  .max(1000)
  .nullish()
  .transform((v) => uniqueIds(v ?? []));

/** A dynamic part (spec 001 §3, §7), created with the users, groups and roles that see it. */
export const dynamicPartCreateInput = z
  .object({ ...partFields, userIds: assigned, groupIds: assigned, roleIds: assigned })
  .refine(windowInOrder, windowIssue);
export const dynamicPartUpdateInput = z.object({ ...partFields, id }).refine(windowInOrder, windowIssue);

/** Who sees a part, one assignment at a time (spec 001 §7 createUser/createGroup/createRole, renamed). */
export const dynamicPartUserCreateInput = z.object({ dynamicPartId: id, userId: id });
export const dynamicPartGroupCreateInput = z.object({ dynamicPartId: id, groupId: id });
export const dynamicPartRoleCreateInput = z.object({ dynamicPartId: id, roleId: id });

import { count, desc, asc, inArray } from 'drizzle-orm';
import { ConfigSource, CONFIG_MULTI_MAX, parseIdList, formatIdList } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { announcements } from '../../db/tenant/announcements.table.ts';
import { groups } from '../../db/tenant/people.table.ts';
import { type ConfigSettingRow } from '../../db/tenant/settings.table.ts';
import { invalidField } from '../../kernel/validation.ts';

/** One choice of a setting: a code (the web names it from its dictionary) or a record's id and name. */
export interface ConfigOption {
  value: string;
  label: string;
}

/** Most records a data-driven setting offers (the newest announcements, groups by name). */
export const SOURCE_OPTIONS_MAX = 500;

/** The choices of data-driven settings, read once per request for every setting that needs them. */
export async function sourceOptions(
  db: TenantDb,
  sources: ReadonlySet<string>,
): Promise<Map<string, ConfigOption[]>> {
  const found = new Map<string, ConfigOption[]>();
  if (sources.has(ConfigSource.Groups)) {
    const rows = await db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .orderBy(asc(groups.name), asc(groups.id))
      .limit(SOURCE_OPTIONS_MAX);
    found.set(
      ConfigSource.Groups,
      rows.map((row) => ({ value: String(row.id), label: row.name })),
    );
  }
  if (sources.has(ConfigSource.Announcements)) {
    const rows = await db
      .select({ id: announcements.id, title: announcements.title })
      .from(announcements)
      .orderBy(desc(announcements.createTime), desc(announcements.id))
      .limit(SOURCE_OPTIONS_MAX);
    found.set(
      ConfigSource.Announcements,
      rows.map((row) => ({ value: String(row.id), label: row.title })),
    );
  }
  return found;
}

/** The fixed choices of a setting: their codes. */
export function fixedOptions(setting: ConfigSettingRow): ConfigOption[] {
  return setting.options.map((code) => ({ value: code, label: code }));
}

async function existing(db: TenantDb, source: string, ids: number[]): Promise<number> {
  const table = source === ConfigSource.Groups ? groups : announcements;
  const [row] = await db.select({ value: count() }).from(table).where(inArray(table.id, ids));
  return row?.value ?? 0;
}

/**
 * A value the setting accepts, in its stored form: one of its codes; an existing group's id; or a bracketed
 * list of existing announcements' ids ("[3,7]", each once). Anything else answers Validation on `value`.
 */
export async function acceptedValue(db: TenantDb, setting: ConfigSettingRow, value: string): Promise<string> {
  const refused = invalidField('value');
  if (!setting.source) {
    if (!setting.options.includes(value)) throw refused;
    return value;
  }
  const ids =
    setting.kind === 'multi' ? parseIdList(value) : /^\d{1,9}$/.test(value) ? [Number(value)] : null;
  if (!ids || ids.length > CONFIG_MULTI_MAX || ids.some((v) => v < 1 || v > 2_147_483_647)) throw refused;
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw refused;
  if (unique.length && (await existing(db, setting.source, unique)) !== unique.length) throw refused;
  return setting.kind === 'multi' ? formatIdList(unique) : String(unique[0]);
}

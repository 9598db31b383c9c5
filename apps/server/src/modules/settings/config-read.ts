import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  hasMessage,
  translate,
  type configGroupPagerInput,
  type configPagerInput,
  type Language,
} from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { configGroups, configSettings, configValues } from '../../db/tenant/settings.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { fixedOptions, sourceOptions, type ConfigOption } from './config-options.ts';

/** A setting as the configuration page reads it (spec 000 §3): id is the stored value's, parentId the setting's. */
export interface ConfigView {
  id: number | null;
  parentId: number;
  name: string;
  description: string;
  group: string;
  kind: string;
  source: string | null;
  options: ConfigOption[];
  value: string | null;
  defaultValue: string | null;
}

export interface ConfigGroupView {
  id: number;
  name: string;
  isEditable: boolean;
  configs: ConfigView[];
}

type GroupRow = typeof configGroups.$inferSelect;

/**
 * A setting's description in the reader's language (the contract's `configSettings`, the panel's words
 * too), stored or not; its code only for a setting the dictionaries do not know.
 */
function describe(lang: Language, code: string): string {
  const key = `configSettings.${code}`;
  return hasMessage(key) ? translate(lang, key) : code;
}

/** The settings of these groups with their stored values and choices: three statements, however many. */
async function settingsOf(db: TenantDb, groupRows: GroupRow[], lang: Language): Promise<ConfigView[]> {
  if (!groupRows.length) return [];
  const byId = new Map(groupRows.map((g) => [g.id, g]));
  const settings = await db
    .select()
    .from(configSettings)
    .where(inArray(configSettings.groupId, [...byId.keys()]))
    .orderBy(asc(configSettings.groupId), asc(configSettings.position), asc(configSettings.id));
  const values = settings.length
    ? await db
        .select()
        .from(configValues)
        .where(
          inArray(
            configValues.settingId,
            settings.map((s) => s.id),
          ),
        )
    : [];
  const valueOf = new Map(values.map((v) => [v.settingId, v]));
  const sources = new Set(settings.flatMap((s) => (s.source ? [s.source] : [])));
  const options = await sourceOptions(db, sources);
  return settings.map((setting) => ({
    id: valueOf.get(setting.id)?.id ?? null,
    parentId: setting.id,
    name: setting.code,
    description: describe(lang, setting.code),
    group: byId.get(setting.groupId)?.code ?? '',
    kind: setting.kind,
    source: setting.source,
    options: setting.source ? (options.get(setting.source) ?? []) : fixedOptions(setting),
    value: valueOf.get(setting.id)?.value ?? null,
    defaultValue: setting.defaultValue,
  }));
}

/** configGroups: the groups in their order, each with its settings (the page asks for the editable ones). */
export async function listConfigGroups(
  { db, lang }: OperationContext,
  pager: z.output<typeof configGroupPagerInput>,
): Promise<Envelope<ConfigGroupView[]>> {
  const where = pager.isEditable == null ? undefined : eq(configGroups.isEditable, pager.isEditable);
  const all = await db
    .select()
    .from(configGroups)
    .where(where)
    .orderBy(asc(configGroups.position), asc(configGroups.id));
  const page = all.slice((pager.pageNumber - 1) * pager.pageSize, pager.pageNumber * pager.pageSize);
  const configs = await settingsOf(db, page, lang);
  const views = page.map((g) => ({
    id: g.id,
    name: g.code,
    isEditable: g.isEditable,
    configs: configs.filter((c) => c.group === g.code),
  }));
  return ok(views, all.length);
}

/** configs: the settings, of one group when `groupId` is given. */
export async function listConfigs(
  { db, lang }: OperationContext,
  pager: z.output<typeof configPagerInput>,
): Promise<Envelope<ConfigView[]>> {
  const conditions: SQL[] = pager.groupId ? [eq(configGroups.id, pager.groupId)] : [];
  const groupRows = await db
    .select()
    .from(configGroups)
    .where(and(...conditions))
    .orderBy(asc(configGroups.position), asc(configGroups.id));
  const all = await settingsOf(db, groupRows, lang);
  const page = all.slice((pager.pageNumber - 1) * pager.pageSize, pager.pageNumber * pager.pageSize);
  return ok(page, all.length);
}

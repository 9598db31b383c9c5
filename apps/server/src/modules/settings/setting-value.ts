import { eq } from 'drizzle-orm';
import { configSettings, configValues } from '../../db/tenant/settings.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/** A setting's value in this tenant (its stored value, else its default): what the setting changes reads it. */
export async function settingValue(db: TenantDb, code: string): Promise<string | null> {
  const [row] = await db
    .select({ value: configValues.value, defaultValue: configSettings.defaultValue })
    .from(configSettings)
    .leftJoin(configValues, eq(configValues.settingId, configSettings.id))
    .where(eq(configSettings.code, code))
    .limit(1);
  return row ? (row.value ?? row.defaultValue) : null;
}

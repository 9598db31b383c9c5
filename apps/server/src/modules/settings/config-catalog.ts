import { eq } from 'drizzle-orm';
import { CONFIG_GROUPS, ConfigKind } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { configGroups, configSettings } from '../../db/tenant/settings.table.ts';

/**
 * Adds the configuration groups and settings a tenant lacks (by code) and keeps each group's `isEditable` as
 * the code says; values are never touched.
 */
export async function syncConfigCatalog(db: TenantDb): Promise<void> {
  for (const [position, group] of CONFIG_GROUPS.entries()) {
    await db
      .insert(configGroups)
      .values({ code: group.code, isEditable: group.isEditable, position })
      // whether a group is shown follows the code (a setting is hidden until its area exists)
      .onConflictDoUpdate({ target: configGroups.code, set: { isEditable: group.isEditable } });
    const [row] = await db
      .select({ id: configGroups.id })
      .from(configGroups)
      .where(eq(configGroups.code, group.code));
    if (!row) throw new Error(`config group ${group.code} missing`);
    await db
      .insert(configSettings)
      .values(
        group.settings.map((setting, index) => ({
          groupId: row.id,
          code: setting.code,
          kind: setting.kind ?? ConfigKind.Select,
          options: setting.options ?? [],
          source: setting.source ?? null,
          defaultValue: setting.defaultValue,
          position: index,
        })),
      )
      .onConflictDoNothing({ target: configSettings.code });
  }
}

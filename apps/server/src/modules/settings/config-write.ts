import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { configInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { configGroups, configSettings, configValues } from '../../db/tenant/settings.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { acceptedValue } from './config-options.ts';

/**
 * setConfig (spec 000 §7): stores the tenant's value of a setting of an editable group, checked against the
 * setting's choices; a setting that already has a value gets it replaced. Answers the stored value's id.
 */
export async function setConfig(
  { db }: OperationContext,
  { parentId, value }: z.output<typeof configInput>,
): Promise<Envelope<{ id: number }>> {
  const [found] = await db
    .select({ setting: configSettings, isEditable: configGroups.isEditable })
    .from(configSettings)
    .innerJoin(configGroups, eq(configGroups.id, configSettings.groupId))
    .where(eq(configSettings.id, parentId));
  if (!found || !found.isEditable) throw invalidField('parentId');
  const stored = await acceptedValue(db, found.setting, value);
  const [row] = await db
    .insert(configValues)
    .values({ settingId: parentId, value: stored })
    .onConflictDoUpdate({
      target: configValues.settingId,
      set: { value: stored, updateTime: sql`now()` },
    })
    .returning({ id: configValues.id });
  if (!row) throw new Error('config value upsert returned nothing');
  return ok({ id: row.id });
}

/** deleteConfig: removes the stored value (by its id), so the setting falls back to its default. */
export async function deleteConfig({ db }: OperationContext, id: number): Promise<Envelope<{ id: number }>> {
  const rows = await db
    .delete(configValues)
    .where(eq(configValues.id, id))
    .returning({ id: configValues.id });
  if (!rows.length) throw new DomainError('NotFound');
  return ok({ id });
}

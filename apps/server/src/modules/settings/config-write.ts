import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { configInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { configGroups, configSettings, configValues } from '../../db/tenant/settings.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { acceptedValue } from './config-options.ts';
import { actorOf, diff, recordChange } from '../../crud/record-change.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/** A stored value's history row (docs/history.md): on `Config`, the value's id, with the setting's code. */
const recordConfig = (
  op: OperationContext,
  tx: TenantDb,
  action: 'create' | 'update' | 'delete',
  id: number,
  code: string,
  before: { value: string } | null,
  after: { value: string } | null,
) =>
  recordChange(tx, {
    actor: actorOf(op),
    area: 'settings',
    entity: 'Config',
    entityId: id,
    action,
    changes: { ...diff(before, after), code: action === 'delete' ? { old: code } : { new: code } },
  });

/**
 * setConfig (spec 000 §7): stores the tenant's value of a setting of an editable group, checked against the
 * setting's choices; a setting that already has a value gets it replaced. Answers the stored value's id.
 * The history names the value's create, or its update with old and new (none when it stays the same).
 */
export async function setConfig(
  op: OperationContext,
  { parentId, value }: z.output<typeof configInput>,
): Promise<Envelope<{ id: number }>> {
  const { db } = op;
  const [found] = await db
    .select({ setting: configSettings, isEditable: configGroups.isEditable })
    .from(configSettings)
    .innerJoin(configGroups, eq(configGroups.id, configSettings.groupId))
    .where(eq(configSettings.id, parentId));
  if (!found || !found.isEditable) throw invalidField('parentId');
  const stored = await acceptedValue(db, found.setting, value);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: configValues.value })
      .from(configValues)
      .where(eq(configValues.settingId, parentId))
      .for('update');
    const [row] = await tx
      .insert(configValues)
      .values({ settingId: parentId, value: stored })
      .onConflictDoUpdate({
        target: configValues.settingId,
        set: { value: stored, updateTime: sql`now()` },
      })
      .returning({ id: configValues.id });
    if (!row) throw new Error('config value upsert returned nothing');
    if (before?.value !== stored)
      await recordConfig(op, tx, before ? 'update' : 'create', row.id, found.setting.code, before ?? null, {
        value: stored,
      });
    return ok({ id: row.id });
  });
}

/** deleteConfig: removes the stored value (by its id), so the setting falls back to its default. */
export async function deleteConfig(op: OperationContext, id: number): Promise<Envelope<{ id: number }>> {
  await op.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(configValues)
      .where(eq(configValues.id, id))
      .returning({ value: configValues.value, settingId: configValues.settingId });
    if (!row) throw new DomainError('NotFound');
    const [setting] = await tx
      .select({ code: configSettings.code })
      .from(configSettings)
      .where(eq(configSettings.id, row.settingId));
    await recordConfig(op, tx, 'delete', id, setting?.code ?? '', { value: row.value }, null);
  });
  return ok({ id });
}

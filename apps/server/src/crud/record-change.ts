import { createHash } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/tenant/audit.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { OperationContext } from '../request/context.ts';

/** Who made a change (docs/history.md): a signed-in user on the panel or the portal, or the system. */
export interface Actor {
  userId: number | null;
  channel: 'panel' | 'portal' | 'system';
  address?: string | null;
}

/** The system: a background job nobody started by hand (a timeout's decision, retention). */
export const SYSTEM_ACTOR: Actor = { userId: null, channel: 'system' };

/** The operation's caller as the history names them. */
export const actorOf = (op: Pick<OperationContext, 'session' | 'client'>): Actor => ({
  userId: op.session.userId,
  channel: op.session.kind,
  address: op.client.address,
});

export type FieldChange = { old?: unknown; new?: unknown };
export type Changes = Record<string, FieldChange>;

export interface Change {
  actor: Actor;
  area: string;
  /** The entity's type name (`User`, `Workflow`). */
  entity: string;
  entityId: number | null;
  /** create, update, delete, or the composite operation's name. */
  action: string;
  changes: Changes;
  /** When it happened; the database's now when left out (a job gives its clock's). */
  at?: Date;
}

/** Written as a hash and a length instead of the text: HTML bodies, anything longer than this. */
export const LARGE_TEXT = 2048;
/** Fields whose values never reach the history, whatever the entity. */
const SECRET = /password|token|secret|hash|salt|otp|apikey|privatekey/i;

const hashed = (text: string) => ({
  sha256: createHash('sha256').update(text).digest('hex'),
  length: text.length,
});

/**
 * What the history keeps of one field's value: a text longer than LARGE_TEXT or of an HTML field as its
 * hash and length, and so a structure whose JSON is longer (a form's whole structure).
 */
export function historyValue(field: string, value: unknown, html: readonly string[] = []): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string')
    return value.length > LARGE_TEXT || html.includes(field) ? hashed(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    const json = JSON.stringify(value);
    return json.length > LARGE_TEXT ? hashed(json) : value;
  }
  return value;
}

/** Whether a field is left out of the history (a secret by name, or one the entity names). */
export const isSecretField = (field: string, exclude: readonly string[] = []) =>
  SECRET.test(field) || exclude.includes(field);

const same = (a: unknown, b: unknown) =>
  a === b ||
  (a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null));

export interface HistoryFields {
  /** Left out besides the secret names (generated columns, search keys). */
  exclude?: readonly string[];
  /** Hashed whatever their length. */
  html?: readonly string[];
}

/**
 * The changed fields between two states of a record: a create's `before` is empty (every value new), a
 * delete's `after` (every value old). Fields equal on both sides are left out, and so are secrets.
 */
export function diff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  { exclude = [], html = [] }: HistoryFields = {},
): Changes {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (field === 'id' || field === 'rowVersion' || isSecretField(field, exclude)) continue;
    const old = before?.[field];
    const next = after?.[field];
    if (before && after && same(old, next)) continue;
    if (!before && (next === null || next === undefined)) continue;
    if (!after && (old === null || old === undefined)) continue;
    const change: FieldChange = {};
    if (before) change.old = historyValue(field, old, html);
    if (after) change.new = historyValue(field, next, html);
    changes[field] = change;
  }
  return changes;
}

/**
 * Writes one history row in the caller's transaction (docs/history.md): the generic write path calls it
 * for every create, update and delete, composite operations with their own action name. The acting user's
 * name is copied in the same statement (what they were called then), so it costs one insert.
 */
export async function recordChange(tx: TenantDb, change: Change): Promise<void> {
  await tx.execute(historyInsert(change));
}

const INSERT_HEAD = sql.raw(
  `insert into ${getTableName(auditLog)} (at, user_id, user_name, channel, address, area, entity, entity_id, action, changes) values (coalesce(`,
);

/**
 * The history row's insert, not yet run: to be sent on its own or inside the write's statement. Written
 * as one fixed statement text with ten parameters rather than through the query builder, since it runs
 * with every write (docs/history.md, Cost); the acting user's name is read in the same statement.
 */
export function historyInsert(change: Change): SQL {
  const { actor } = change;
  return sql`${INSERT_HEAD}${change.at?.toISOString() ?? null}::timestamptz, now()), ${actor.userId}::integer, (select name || ' ' || surname from users where id = ${actor.userId}::integer), ${actor.channel}, ${actor.address?.slice(0, 64) ?? null}, ${change.area}, ${change.entity}, ${change.entityId}::integer, ${change.action}, ${JSON.stringify(change.changes)}::jsonb)`;
}

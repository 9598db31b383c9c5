import type { SecurityEventKind } from '@pano/contract';
import { securityEvents } from '../../db/tenant/security.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { ClientInfo } from '../../request/context.ts';

export interface SecurityEvent {
  kind: SecurityEventKind;
  channel?: 'panel' | 'portal';
  userId?: number | null;
  actorUserId?: number | null;
  identifier?: string | null;
  client?: ClientInfo;
}

/** Writes one security event of the tenant (in the caller's transaction when given one). */
export async function recordEvent(db: TenantDb, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    channel: event.channel ?? null,
    userId: event.userId ?? null,
    actorUserId: event.actorUserId ?? null,
    identifier: event.identifier?.slice(0, 254) ?? null,
    address: event.client?.address.slice(0, 64) ?? null,
    userAgent: event.client?.userAgent?.slice(0, 300) ?? null,
  });
}

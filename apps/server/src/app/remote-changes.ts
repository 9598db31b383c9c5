import { countCacheOf } from '../db/count-cache.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { dropKeptPermissions } from '../request/role-permissions.ts';
import type { Services } from '../request/services.ts';
import { listenForChanges, type Change, type ChangeListener } from '../tenancy/change-bus.ts';

/**
 * Applies what other processes announce (docs/deploy.md, "Caches"): a kept subscription, token answer,
 * permission set or list total goes at once, not after its window. Nothing to listen to on the embedded
 * engine (one process owns the data folder).
 */
export function applyRemoteChanges(services: Services): ChangeListener | undefined {
  const url = services.config.databaseUrl;
  if (!url || services.control.engine !== 'postgres') return undefined;
  return listenForChanges(url, services.control.origin, (change) => void apply(services, change));
}

async function apply(services: Services, change: Change | null): Promise<void> {
  if (!change) {
    // a notice may have been missed: nothing kept from before is trusted
    services.control.forget();
    services.tokens.forget();
    for (const db of await Promise.allSettled(services.tenants.openedDatabases()))
      if (db.status === 'fulfilled') forgetTenant(db.value);
    return;
  }
  if (change.kind === 'subscription') return services.control.forget(change.tag);
  if (change.kind === 'tokens') return services.tokens.forget(change);
  const db = await services.tenants.openedDatabase(change.tag)?.catch(() => undefined);
  if (!db) return; // not open here: nothing kept
  if (change.kind === 'permissions') dropKeptPermissions(db, change.userId);
  else countCacheOf(db)?.forget();
}

function forgetTenant(db: TenantDb): void {
  dropKeptPermissions(db);
  countCacheOf(db)?.forget();
}

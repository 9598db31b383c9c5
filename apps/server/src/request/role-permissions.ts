import { eq } from 'drizzle-orm';
import {
  permissionKey,
  translate,
  type Language,
  type Permission,
  type PermissionAction,
} from '@pano/contract';
import { DomainError } from '../kernel/envelope.ts';
import { users } from '../db/tenant/users.table.ts';
import { rolePermissions } from '../db/tenant/permissions.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { Loaders } from './loaders.ts';
import { announceTenantChange } from '../tenancy/change-bus.ts';

/** What an operation of the main service needs: a permission of an area, or only a signed-in panel user. */
export type OperationPermission = { area: string; action: PermissionAction } | 'signedIn';

/** Read once per request (keyed by its loaders): one request sees one answer, whatever it calls. */
const held = new WeakMap<Loaders, Promise<ReadonlySet<string>>>();

/** The users whose permissions a tenant keeps at most; past it the longest kept goes first. */
const MAX_KEPT_USERS = 10_000;

/**
 * The role permissions of one tenant's users, kept in this process (docs/permissions.md, "Kept in the
 * process") so a panel request does not read them again: at most `cacheMs` (TOKEN_CACHE_MS, as a token's
 * "still active"), dropped at once by this process's own changes (`forgetHeldPermissions`) and by another
 * process's as it announces them (`dropKeptPermissions`; a missed notice shows within `cacheMs`). One per open tenant database: a tenant closed (removed, or idle)
 * takes its answers with it, and a database opened again starts empty.
 */
export class KeptPermissions {
  private readonly users = new Map<number, { held: Promise<ReadonlySet<string>>; until: number }>();

  constructor(private readonly cacheMs: number) {}

  /** The user's permissions: kept, or read (one read shared by the requests that ask meanwhile). */
  held(db: TenantDb, userId: number): Promise<ReadonlySet<string>> {
    const now = performance.now();
    const hit = this.users.get(userId);
    if (hit && hit.until > now) return hit.held;
    const read = permissionsOfUser(db, userId).then(
      (rows): ReadonlySet<string> => new Set(rows.map(permissionKey)),
    );
    if (this.cacheMs <= 0) return read;
    // kept from before the read: a change made while it ran drops it (forget), so it never outlives one
    const entry = { held: read, until: now + this.cacheMs };
    this.users.delete(userId);
    if (this.users.size >= MAX_KEPT_USERS) this.users.delete(this.users.keys().next().value!);
    this.users.set(userId, entry);
    read.catch(() => {
      if (this.users.get(userId) === entry) this.users.delete(userId);
    });
    return read;
  }

  /** Drops one user's answer (their role changed, they left), or every user's (a role's permissions changed). */
  forget(userId?: number): void {
    if (userId === undefined) this.users.clear();
    else this.users.delete(userId);
  }
}

const kept = new WeakMap<TenantDb, KeptPermissions>();

/** The permissions kept for one open tenant database (made on its first signed-in request). */
export function keptPermissions(db: TenantDb, cacheMs: number): KeptPermissions {
  let found = kept.get(db);
  if (!found) kept.set(db, (found = new KeptPermissions(cacheMs)));
  return found;
}

/**
 * A change to what users hold, made by this process, counts from the next request: call it once the change
 * has committed, with the tenant's database (`session.db`, not a transaction). With a user, drops that user's
 * kept permissions (their role changed, they were deleted or deactivated); without, the whole tenant's (a
 * role's permissions changed, a role was deleted, permissions were granted on open).
 */
export function forgetHeldPermissions(db: TenantDb, userId?: number): void {
  dropKeptPermissions(db, userId);
  announceTenantChange(db, { kind: 'permissions', userId }); // …and in every other process
}

/** Drops kept permissions in this process only: another process announced the change. */
export function dropKeptPermissions(db: TenantDb, userId?: number): void {
  kept.get(db)?.forget(userId);
}

/** The permissions of a user's role as rows (none without a role). */
export async function permissionsOfUser(db: TenantDb, userId: number): Promise<Permission[]> {
  return db
    .select({ area: rolePermissions.area, action: rolePermissions.action })
    .from(rolePermissions)
    .innerJoin(users, eq(users.roleId, rolePermissions.roleId))
    .where(eq(users.id, userId))
    .orderBy(rolePermissions.area, rolePermissions.action);
}

/**
 * The signed-in panel user's permissions (`area.action`): the same answer for the whole request, kept in
 * the process between requests (`KeptPermissions`).
 */
export function heldPermissions(
  session: { db: TenantDb; userId: number; permissions: KeptPermissions },
  loaders: Loaders,
): Promise<ReadonlySet<string>> {
  let found = held.get(loaders);
  if (!found) {
    found = session.permissions.held(session.db, session.userId);
    held.set(loaders, found);
  }
  return found;
}

/** A permission as a person reads it: 'Duyurular ve kategoriler — Silme'. */
export const permissionLabel = (lang: Language, { area, action }: Permission): string =>
  `${translate(lang, `permissions.areas.${area}`)} — ${translate(lang, `permissions.actions.${action}`)}`;

/** The refusal naming the missing permission in the caller's language. */
export const forbidden = (lang: Language, permission: Permission): DomainError =>
  new DomainError('Forbidden', { permission: permissionLabel(lang, permission) });

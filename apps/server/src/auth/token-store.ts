import { and, count, eq, gt, ne } from 'drizzle-orm';
import { userTokens } from '../db/tenant/tokens.table.ts';
import { users } from '../db/tenant/users.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { TokenKind } from './tokens.ts';
import type { Change } from '../tenancy/change-bus.ts';

interface CacheEntry {
  active: boolean;
  until: number;
}

/** A token as the cache knows it: tenant, user and token id (a token id alone could be another tenant's). */
export interface TokenRef {
  tag: string;
  userId: number;
  tokenId: string;
}

const keyOf = (ref: TokenRef) => `${ref.tag}\u0000${ref.userId}\u0000${ref.tokenId}`;
const userOf = (tag: string, userId: number) => `${tag}\u0000${userId}`;

/**
 * Whether a token is still active, checked against the tenant's token table on every request. Answers are
 * cached for at most `cacheMs` (0 disables) under tenant, user and token id; a revocation made by this
 * process — one token, a user's tokens (deactivated, deleted, password changed) or a whole tenant's — drops
 * the cached answers at once, here and (announced through the control database) in every other process
 * (`forget`, docs/deploy.md "Caches").
 */
export class TokenStore {
  private readonly cache = new Map<string, CacheEntry>();
  /** The cache keys of each tenant's user, so a user's answers can be dropped together. */
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly cacheMs: number,
    /** Tells the other processes (the control store's `announce`); nothing by default. */
    private readonly announce: (change: Change) => Promise<void> = async () => undefined,
  ) {}

  async record(
    db: TenantDb,
    row: { id: string; userId: number; kind: TokenKind; expireTime: Date },
  ): Promise<void> {
    await db.insert(userTokens).values(row);
  }

  async isActive(db: TenantDb, ref: TokenRef): Promise<boolean> {
    const key = keyOf(ref);
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.active;
    const [row] = await db
      .select({ id: userTokens.id })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.id, ref.tokenId),
          eq(userTokens.userId, ref.userId),
          eq(userTokens.isActive, true),
          gt(userTokens.expireTime, new Date()),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    const active = Boolean(row);
    if (this.cacheMs > 0) this.remember(ref, key, { active, until: Date.now() + this.cacheMs });
    return active;
  }

  async revoke(db: TenantDb, ref: TokenRef): Promise<void> {
    await db.update(userTokens).set({ isActive: false }).where(eq(userTokens.id, ref.tokenId));
    this.cache.delete(keyOf(ref));
    await this.announce({ kind: 'tokens', ...ref });
  }

  /**
   * Ends every session of a user except `keepTokenId` (password change, deactivation, deletion) and drops
   * every cached answer of that user, so a deleted or deactivated user's token fails on its next request.
   */
  async revokeUser(db: TenantDb, tag: string, userId: number, keepTokenId?: string): Promise<void> {
    await db
      .update(userTokens)
      .set({ isActive: false })
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.isActive, true),
          keepTokenId ? ne(userTokens.id, keepTokenId) : undefined,
        ),
      );
    this.dropUser(tag, userId);
    await this.announce({ kind: 'tokens', tag, userId });
  }

  /**
   * Ends every active session of the tenant, panel and portal, except `keepTokenId` ("all tokens passive").
   * Answers how many ended; their cached answers are dropped so they fail on their very next request.
   */
  async revokeAllExcept(db: TenantDb, tag: string, keepTokenId: string): Promise<number> {
    const rows = await db
      .update(userTokens)
      .set({ isActive: false })
      .where(and(eq(userTokens.isActive, true), ne(userTokens.id, keepTokenId)))
      .returning({ id: userTokens.id, userId: userTokens.userId });
    for (const row of rows) this.cache.delete(keyOf({ tag, userId: row.userId, tokenId: row.id }));
    await this.announce({ kind: 'tokens', tag });
    return rows.length;
  }

  /** How many sessions of the tenant, panel and portal, are active and unexpired, besides `exceptTokenId`. */
  async countActiveExcept(db: TenantDb, exceptTokenId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.isActive, true),
          gt(userTokens.expireTime, new Date()),
          ne(userTokens.id, exceptTokenId),
        ),
      );
    return row?.value ?? 0;
  }

  /** Drops every cached answer of a user (their access changed), here and in the other processes. */
  forgetUser(tag: string, userId: number): void {
    this.dropUser(tag, userId);
    void this.announce({ kind: 'tokens', tag, userId });
  }

  /**
   * Drops what another process changed (its announced `change`), or with none every answer (a notice may
   * have been missed).
   */
  forget(change?: Extract<Change, { kind: 'tokens' }>): void {
    if (!change) {
      this.cache.clear();
      this.byUser.clear();
    } else if (change.userId === undefined) {
      const prefix = `${change.tag}\u0000`;
      for (const key of this.cache.keys()) if (key.startsWith(prefix)) this.cache.delete(key);
      for (const user of this.byUser.keys()) if (user.startsWith(prefix)) this.byUser.delete(user);
    } else if (change.tokenId === undefined) this.dropUser(change.tag, change.userId);
    else this.cache.delete(keyOf({ tag: change.tag, userId: change.userId, tokenId: change.tokenId }));
  }

  private dropUser(tag: string, userId: number): void {
    const user = userOf(tag, userId);
    for (const key of this.byUser.get(user) ?? []) this.cache.delete(key);
    this.byUser.delete(user);
  }

  private remember(ref: TokenRef, key: string, entry: CacheEntry): void {
    if (this.cache.size > 50_000) {
      this.cache.clear();
      this.byUser.clear();
    }
    this.cache.set(key, entry);
    const user = userOf(ref.tag, ref.userId);
    let keys = this.byUser.get(user);
    if (!keys) this.byUser.set(user, (keys = new Set()));
    keys.add(key);
  }
}

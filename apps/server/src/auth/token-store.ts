import { and, eq, gt, ne } from 'drizzle-orm';
import { userTokens, users } from '../db/tenant/schema.ts';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import type { TokenKind } from './tokens.ts';

interface CacheEntry {
  active: boolean;
  until: number;
}

/**
 * Whether a token is still active, checked against the tenant's token table on every request. Answers are
 * cached for at most `cacheMs` (0 disables), and a revocation made by this process clears its cache at once.
 */
export class TokenStore {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly cacheMs: number) {}

  async record(
    db: TenantDb,
    row: { id: string; userId: number; kind: TokenKind; expireTime: Date },
  ): Promise<void> {
    await db.insert(userTokens).values(row);
  }

  async isActive(db: TenantDb, tokenId: string, userId: number): Promise<boolean> {
    const hit = this.cache.get(tokenId);
    if (hit && hit.until > Date.now()) return hit.active;
    const [row] = await db
      .select({ id: userTokens.id })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.id, tokenId),
          eq(userTokens.userId, userId),
          eq(userTokens.isActive, true),
          gt(userTokens.expireTime, new Date()),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    const active = Boolean(row);
    if (this.cacheMs > 0) {
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(tokenId, { active, until: Date.now() + this.cacheMs });
    }
    return active;
  }

  async revoke(db: TenantDb, tokenId: string): Promise<void> {
    await db.update(userTokens).set({ isActive: false }).where(eq(userTokens.id, tokenId));
    this.cache.delete(tokenId);
  }

  /** Ends every session of a user except `keepTokenId` (password change). */
  async revokeUser(db: TenantDb, userId: number, keepTokenId?: string): Promise<void> {
    const rows = await db
      .update(userTokens)
      .set({ isActive: false })
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.isActive, true),
          keepTokenId ? ne(userTokens.id, keepTokenId) : undefined,
        ),
      )
      .returning({ id: userTokens.id });
    for (const row of rows) this.cache.delete(row.id);
  }

  /**
   * Ends every active session of the tenant, panel and portal, except `keepTokenId` ("all tokens passive").
   * Answers how many ended; their cached answers are dropped so they fail on their very next request.
   */
  async revokeAllExcept(db: TenantDb, keepTokenId: string): Promise<number> {
    const rows = await db
      .update(userTokens)
      .set({ isActive: false })
      .where(and(eq(userTokens.isActive, true), ne(userTokens.id, keepTokenId)))
      .returning({ id: userTokens.id });
    for (const row of rows) this.cache.delete(row.id);
    return rows.length;
  }
}

import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenKind = 'panel' | 'portal';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const CONNECTION_LIFETIME_SECONDS = 60 * 60;
const ISSUER = 'pano';
/** How many checked tokens a signer remembers (the oldest is forgotten first). */
const VERIFIED_KEPT = 10_000;

export interface AccessClaims {
  tag: string;
  userId: number;
  tokenId: string;
  kind: TokenKind;
}

/** Signs and checks Pano's two token families with one server secret (HS256 only; `none` never accepted). */
export class TokenSigner {
  /**
   * The secret imported once as an HMAC key: given as bytes, jose imports it again on every call, which
   * was most of a token check's time (bench/RESULTS.md, profile).
   */
  private readonly secret: Promise<CryptoKey>;

  constructor(secret: Uint8Array) {
    this.secret = crypto.webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async access(
    claims: Omit<AccessClaims, 'tokenId'>,
  ): Promise<{ token: string; tokenId: string; expireTime: Date }> {
    const tokenId = crypto.randomUUID();
    const expireTime = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    const token = await new SignJWT({ tid: claims.tag, kind: claims.kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(`pano-${claims.kind}`)
      .setSubject(String(claims.userId))
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expireTime.getTime() / 1000))
      .sign(await this.secret);
    return { token, tokenId, expireTime };
  }

  /**
   * Tokens whose signature and claims were checked, until they expire: a session sends the same token with
   * every request, and WebCrypto's HMAC check was the largest single cost of a small request
   * (bench/RESULTS.md). Keyed by the whole token, signature included; revocation is the token store's
   * business (auth/token-store.ts), checked on every request as before.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /** Null when the token is malformed, wrongly signed, expired, or of another kind. */
  async verifyAccess(token: string, kind: TokenKind): Promise<AccessClaims | null> {
    const kept = this.verified.get(token);
    if (kept && Date.now() < kept.expiresAt) return kept.claims.kind === kind ? kept.claims : null;
    if (kept) this.verified.delete(token);
    const claims = await this.checkAccess(token, kind);
    if (claims) this.remember(token, claims.claims, claims.expiresAt);
    return claims?.claims ?? null;
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, expiresAt });
  }

  private async checkAccess(
    token: string,
    kind: TokenKind,
  ): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: `pano-${kind}`,
      });
      const userId = Number(payload.sub);
      if (
        typeof payload.tid !== 'string' ||
        !payload.jti ||
        !Number.isInteger(userId) ||
        payload.kind !== kind ||
        typeof payload.exp !== 'number'
      )
        return null;
      return {
        claims: { tag: payload.tid, userId, tokenId: payload.jti, kind },
        expiresAt: payload.exp * 1000,
      };
    } catch {
      return null;
    }
  }

  /**
   * A device's mark for an account (docs/sign-in.md, Known devices): `<device id>.<expiry>.<HMAC>`, the HMAC
   * over the device id, its expiry (seconds, base 36) and the account key, so a mark is good for the account
   * it was given for only, and only until it expires (also when an app keeps it rather than a cookie).
   */
  async deviceMark(deviceId: string, accountKey: string, expiresAt: number): Promise<string> {
    const expiry = Math.floor(expiresAt / 1000).toString(36);
    const signature = await crypto.webcrypto.subtle.sign(
      'HMAC',
      await this.secret,
      new TextEncoder().encode(`device|${deviceId}|${expiry}|${accountKey}`),
    );
    return `${deviceId}.${expiry}.${Buffer.from(signature).toString('base64url')}`;
  }

  /** The device id of an unexpired mark given for this account, or null. */
  async deviceOf(mark: string | undefined, accountKey: string, now = Date.now()): Promise<string | null> {
    const [deviceId = '', expiry = ''] = mark?.split('.') ?? [];
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(deviceId) || !/^[0-9a-z]{1,10}$/.test(expiry)) return null;
    const expiresAt = Number.parseInt(expiry, 36) * 1000;
    if (expiresAt <= now) return null;
    const expected = Buffer.from(await this.deviceMark(deviceId, accountKey, expiresAt));
    const given = Buffer.from(mark ?? '');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** The opaque `connectionString` of GetSubscription: names the tenant, never the database. */
  async connection(tag: string): Promise<string> {
    return new SignJWT({ tid: tag })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience('pano-connection')
      .setIssuedAt()
      .setExpirationTime(`${CONNECTION_LIFETIME_SECONDS}s`)
      .sign(await this.secret);
  }

  async verifyConnection(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, await this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: 'pano-connection',
      });
      return typeof payload.tid === 'string' ? payload.tid : null;
    } catch {
      return null;
    }
  }
}

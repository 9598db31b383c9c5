import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenKind = 'panel' | 'portal';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const CONNECTION_LIFETIME_SECONDS = 60 * 60;
const ISSUER = 'pano';

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

  /** Null when the token is malformed, wrongly signed, expired, or of another kind. */
  async verifyAccess(token: string, kind: TokenKind): Promise<AccessClaims | null> {
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
        payload.kind !== kind
      )
        return null;
      return { tag: payload.tid, userId, tokenId: payload.jti, kind };
    } catch {
      return null;
    }
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

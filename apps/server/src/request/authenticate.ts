import type { Services } from './services.ts';
import type { RequestContext, Session } from './context.ts';
import type { TokenKind } from '../auth/tokens.ts';
import { tenantFiles } from '../files/tenant-files.ts';
import { tenantSubscription } from '../tenancy/tenant-subscription.ts';
import { keptPermissions } from './role-permissions.ts';

export interface Authentication {
  session: Session | null;
  failure: RequestContext['authFailure'];
  release(): void;
}

const none = () => undefined;

/**
 * Resolves the caller once, at the edge: verifies the bearer token, leases its tenant's database and checks
 * that the token is still active (logout, password change and "all tokens passive" end it at once).
 */
export async function authenticate(
  services: Services,
  authorization: string | undefined,
  kind: TokenKind = 'panel',
): Promise<Authentication> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { session: null, failure: 'AuthRequired', release: none };
  const claims = await services.signer.verifyAccess(match[1], kind);
  if (!claims) return { session: null, failure: 'TokenInvalid', release: none };
  const subscription = await services.control.findByTag(claims.tag);
  if (!subscription?.isActive) return { session: null, failure: 'TokenInvalid', release: none };
  const lease = await services.tenants.lease(claims.tag);
  try {
    if (
      !(await services.tokens.isActive(lease.db, {
        tag: claims.tag,
        userId: claims.userId,
        tokenId: claims.tokenId,
      }))
    ) {
      lease.release();
      return { session: null, failure: 'TokenInvalid', release: none };
    }
  } catch (error) {
    lease.release();
    throw error;
  }
  const session: Session = {
    userId: claims.userId,
    tag: claims.tag,
    tokenId: claims.tokenId,
    kind,
    db: lease.db,
    files: tenantFiles(services.files, claims.tag), // Files: bound to the token's tenant
    mail: services.mail.mailbox(claims.tag), // Mail: bound to the token's tenant
    jobs: services.jobs.box(claims.tag), // Jobs: bound to the token's tenant
    subscription: tenantSubscription(services.control, claims.tag), // Branding: the token's tenant's
    permissions: keptPermissions(lease.db, services.config.tokenCacheMs), // Roles: the token's tenant's
  };
  return { session, failure: 'TokenInvalid', release: lease.release };
}

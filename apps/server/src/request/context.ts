import type { Language } from '@pano/contract';
import type { Services } from './services.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { TokenKind } from '../auth/tokens.ts';
import { Loaders } from './loaders.ts';
import type { TenantFiles } from '../files/tenant-files.ts';
import type { Mailbox } from '../mail/mail-service.ts';
import type { TenantSubscription } from '../tenancy/tenant-subscription.ts';
import type { JobBox } from '../jobs/job-service.ts';
import type { KeptPermissions } from './role-permissions.ts';

/** The signed-in caller: one tenant's database, resolved once from the token at the edge. */
export interface Session {
  userId: number;
  /** The token's tenant's tag: for links that leave the server (an approval's link), never to reach a database. */
  tag: string;
  tokenId: string;
  kind: TokenKind;
  db: TenantDb;
  /** Files: the token's tenant's uploads (save an accepted upload, remove by public path). */
  files: TenantFiles;
  /** Mail: the token's tenant's outbox (queue a mail without naming the tenant). */
  mail: Mailbox;
  /** Jobs: the token's tenant's queue (queue a job without naming the tenant). */
  jobs: JobBox;
  /** The token's tenant's subscription: company logos and colours (the branding page). */
  subscription: TenantSubscription;
  /** The tenant's role permissions kept in this process (request/role-permissions.ts): read through `heldPermissions`. */
  permissions: KeptPermissions;
}

/** Where a request comes from, for security events and limits. */
export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

export interface RequestContext {
  requestId: string;
  lang: Language;
  client: ClientInfo;
  services: Services;
  session: Session | null;
  /** Why there is no session: no token at all, or a token that failed a check. */
  authFailure: 'AuthRequired' | 'TokenInvalid';
  loaders: Loaders;
}

export function createContext(
  base: Omit<RequestContext, 'loaders' | 'session' | 'authFailure'>,
  session: Session | null,
  authFailure: RequestContext['authFailure'],
): RequestContext {
  return { ...base, session, authFailure, loaders: new Loaders(session?.db) };
}

/**
 * What every use case gets: the signed-in caller's session (and its tenant database), the process
 * services, the caller's language and the request's loaders. Never a tenant id.
 */
export interface OperationContext {
  session: Session;
  /** The session's tenant database (`session.db`). */
  db: TenantDb;
  services: Services;
  lang: Language;
  loaders: Loaders;
  requestId: string;
  client: ClientInfo;
}

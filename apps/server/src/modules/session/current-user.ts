import { eq } from 'drizzle-orm';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import type { Permission } from '@pano/contract';
import { heldPermissions } from '../../request/role-permissions.ts';
import { recordEvent } from '../security/record-event.ts';

export interface CurrentUser {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  /** A panel user's permissions (their role's, docs/permissions.md): the panel hides the rest. */
  permissions: Permission[];
}

/** The signed-in user (the shell's `currentUser`, the portal's `me`). */
export async function currentUser({
  db,
  session,
  loaders,
}: OperationContext): Promise<Envelope<CurrentUser>> {
  const [row] = await db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!row) throw new DomainError('NotFound');
  const held = session.kind === 'panel' ? [...(await heldPermissions(session, loaders))] : [];
  const permissions = held.sort().map((key) => {
    const [area = '', action = ''] = key.split('.');
    return { area, action };
  });
  return ok({ ...row, permissions });
}

/** Ends the request's own token: the next request with it is refused. */
export async function logout({
  db,
  session,
  services,
  client,
}: OperationContext): Promise<Envelope<{ id: number }>> {
  await services.tokens.revoke(db, {
    tag: session.subscription.tag,
    userId: session.userId,
    tokenId: session.tokenId,
  });
  await recordEvent(db, { kind: 'signOut', channel: session.kind, userId: session.userId, client });
  return ok({ id: session.userId });
}

/**
 * The portal's "sign out of every device" (docs/portal-app.md): ends every session of the caller, this one
 * and their others (panel ones too), at once in every process; records the sign-out.
 */
export async function logoutEverywhere({
  db,
  session,
  services,
  client,
}: OperationContext): Promise<Envelope<{ id: number }>> {
  await services.tokens.revokeUser(db, session.subscription.tag, session.userId);
  await recordEvent(db, { kind: 'signOut', channel: session.kind, userId: session.userId, client });
  return ok({ id: session.userId });
}

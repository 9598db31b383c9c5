import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import type { LinkPurpose } from '../../mail/invitation-link.ts';
import { assertUserWithin } from '../permissions/role-within.ts';
import { closeInvitations, issueLink, personOf, reachOf } from './password-links.ts';

/**
 * From the users list (docs/passwords.md): `resendInvitation(id)` for a person without a password (a new
 * link, the old ones closed), `sendPasswordReset(id)` for one with a password (a reset link; the current
 * password keeps working until the new one is set). The message goes by the tenant's send method.
 */
export function sendPasswordLink(purpose: LinkPurpose) {
  return async (op: OperationContext, id: number): Promise<Envelope<{ id: number }>> => {
    const { db, session } = op;
    const person = await personOf(db, id);
    if (!person) throw new DomainError('NotFound');
    // not to someone whose role holds more than the caller's (docs/permissions.md)
    await assertUserWithin(op, id);
    if (!person.isActive) throw new DomainError('Validation', {}, [], 'codes.PassivePerson');
    if (purpose === 'invitation' && person.hasPassword)
      throw new DomainError('Validation', {}, [], 'codes.HasPassword');
    if (purpose === 'reset' && !person.hasPassword)
      throw new DomainError('Validation', {}, [], 'codes.NoPasswordYet');
    const reach = await reachOf(db, person);
    if (!reach) throw new DomainError('Validation', {}, [], 'codes.Unreachable');
    await db.transaction(async (tx) => {
      await closeInvitations(tx, id, purpose);
      await issueLink(tx, session.mail, person, purpose, reach);
    });
    return ok({ id });
  };
}

import { allTokensPassiveInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import { ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import type { TokenStore } from '../../auth/token-store.ts';
import { invalidField } from '../../crud/invalid-field.ts';
import { findActiveDisclaimer } from './active-disclaimer.ts';

/**
 * 'Send active contract for approval' (spec: all tokens passive): ends every session of the tenant — panel
 * and portal, other users and the caller's other sessions — except the caller's current token, so everyone
 * signs in again and the portal asks them to accept the active disclaimer. `disclaimerId`, when sent, must
 * be the active one.
 */
export async function setAllTokensPassive(
  session: Session,
  tokens: TokenStore,
  input: unknown,
): Promise<Envelope<{ id: number }>> {
  const { disclaimerId } = parseInput(allTokensPassiveInput, input ?? {});
  if (disclaimerId != null && (await findActiveDisclaimer(session.db))?.id !== disclaimerId)
    throw invalidField('disclaimerId');
  await tokens.revokeAllExcept(session.db, session.tokenId);
  return ok({ id: session.userId });
}

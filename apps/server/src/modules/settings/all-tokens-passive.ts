import type { z } from 'zod';
import type { allTokensPassiveInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { findActiveDisclaimer } from './active-disclaimer.ts';
import { recordEvent } from '../security/record-event.ts';

/**
 * 'Send active contract for approval' (spec: all tokens passive): ends every session of the tenant — panel
 * and portal, other users and the caller's other sessions — except the caller's current token, so everyone
 * signs in again and the portal asks them to accept the active disclaimer. `disclaimerId`, when sent, must
 * be the active one.
 */
export async function setAllTokensPassive(
  { session, services, client }: OperationContext,
  { disclaimerId }: z.output<typeof allTokensPassiveInput>,
): Promise<Envelope<{ id: number }>> {
  const { tokens } = services;
  if (disclaimerId != null && (await findActiveDisclaimer(session.db))?.id !== disclaimerId)
    throw invalidField('disclaimerId');
  await tokens.revokeAllExcept(session.db, session.subscription.tag, session.tokenId);
  await recordEvent(session.db, { kind: 'allSessionsEnded', userId: session.userId, client });
  return ok({ id: session.userId });
}

/** How many sessions 'send active contract for approval' would end: every active one but the caller's. */
export async function otherSessions({
  session,
  services,
}: OperationContext): Promise<Envelope<{ count: number }>> {
  return ok({ count: await services.tokens.countActiveExcept(session.db, session.tokenId) });
}

import { and, eq, sql } from 'drizzle-orm';
import {
  forgotPasswordInput,
  identifierRules,
  LOGIN_METHODS,
  translate,
  type Language,
  type LoginMethod,
} from '@pano/contract';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { ClientInfo } from '../../request/context.ts';
import type { Services } from '../../request/services.ts';
import type { TokenKind } from '../../auth/tokens.ts';
import { settingValue } from '../settings/setting-value.ts';
import { findSubscription } from '../session/sign-in.ts';
import { closeInvitations, issueLink, reachOf } from './password-links.ts';

const COLUMN = {
  email: sql`lower(${users.email})`,
  gsm: sql`${users.gsm}`,
  nationalityIdentityNumber: sql`${users.nationalityIdentityNumber}`,
};

/**
 * "Forgot password" on the sign-in page (docs/passwords.md): tag → identifier → a one-time link by the
 * tenant's send method. The answer is the same whether or not such a person exists (and is reachable), so
 * it tells nobody who has an account; requests are limited per identifier like sign-ins. The panel asks for
 * the email, the portal for what the login method says.
 */
export async function forgotPassword(
  services: Services,
  body: unknown,
  client: ClientInfo,
  kind: TokenKind,
  lang: Language,
): Promise<Envelope<{ sent: boolean }>> {
  const parsed = forgotPasswordInput.safeParse(body);
  if (!parsed.success) throw new DomainError('Validation');
  const tag = await services.signer.verifyConnection(parsed.data.connectionToken);
  if (!tag) throw new DomainError('InvalidTag');
  await findSubscription(services, tag);
  await services.tenants.withTenant(tag, async (db) => {
    const setting = kind === 'panel' ? 'email' : await settingValue(db, 'loginMethod');
    const method: LoginMethod = LOGIN_METHODS.find((m) => m === setting) ?? 'email';
    const typed = parsed.data[method] ?? parsed.data.identifier ?? parsed.data.email ?? '';
    const identifier = identifierRules[method].safeParse(typed);
    if (!identifier.success) return;
    const attempt = await services.attempts.reserve(
      `forgot:${tag}:${method}:${identifier.data}`,
      client.address,
    );
    await attempt.failed(); // every request counts: a flood of links to one person is refused
    const found = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        gsm: users.gsm,
        isPanelUser: users.isPanelUser,
      })
      .from(users)
      .where(
        and(
          eq(COLUMN[method], identifier.data),
          eq(users.isActive, true),
          kind === 'panel' ? eq(users.isPanelUser, true) : undefined,
        ),
      )
      .limit(2);
    const person = found.length === 1 ? found[0] : undefined;
    const reach = person ? await reachOf(db, person) : null;
    if (!person || !reach) return;
    await db.transaction(async (tx) => {
      await closeInvitations(tx, person.id, 'reset');
      await issueLink(tx, services.mail.mailbox(tag), person, 'reset', reach);
    });
  });
  return { ...ok({ sent: true }), message: translate(lang, 'codes.ForgotSent') };
}

import { and, eq, sql } from 'drizzle-orm';
import { tagInput, verifyPanelUserInput } from '@pano/contract';
import { users } from '../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../app/envelope.ts';
import type { Services } from '../app/services.ts';
import type { Subscription } from '../db/control.schema.ts';
import { verifyPassword } from './password.ts';
import type { TokenKind } from './tokens.ts';

export interface SubscriptionView {
  channel: string;
  tag: string;
  company: { name: string; logo: string | null; transparentLogo: string | null; fileContainerPath: string };
  connectionString: string;
  themeColorCode: string;
  primaryColorCode: string;
  secondaryColorCode: string;
  contentBackgroundColorCode: string;
  contentTextColorCode: string;
}

/** Looks a tenant up by tag; the tag is checked against the allowlist before any database use. */
export async function findSubscription(services: Services, rawTag: unknown): Promise<Subscription> {
  const tag = tagInput.safeParse(rawTag);
  if (!tag.success) throw new DomainError('InvalidTag');
  const subscription = await services.control.findByTag(tag.data);
  if (!subscription || !subscription.isActive) throw new DomainError('InvalidTag');
  return subscription;
}

export async function getSubscription(
  services: Services,
  rawTag: unknown,
): Promise<Envelope<SubscriptionView>> {
  const s = await findSubscription(services, rawTag);
  return ok({
    channel: s.channel,
    tag: s.tag,
    company: {
      name: s.companyName,
      logo: s.logo,
      transparentLogo: s.transparentLogo,
      fileContainerPath: `/files/${s.tag}/`,
    },
    connectionString: await services.signer.connection(s.tag),
    themeColorCode: s.themeColorCode,
    primaryColorCode: s.primaryColorCode,
    secondaryColorCode: s.secondaryColorCode,
    contentBackgroundColorCode: s.contentBackgroundColorCode,
    contentTextColorCode: s.contentTextColorCode,
  });
}

/**
 * Signs a user in. Unknown email, wrong password and a user of the other kind get the same answer;
 * failures are limited per tenant+email and per client address.
 */
export async function verifyUser(
  services: Services,
  body: unknown,
  clientAddress: string,
  kind: TokenKind,
): Promise<Envelope<{ token: string; userId: number }>> {
  const parsed = verifyPanelUserInput.safeParse(body);
  if (!parsed.success) throw new DomainError('InvalidCredentials');
  const { connectionToken, email, password } = parsed.data;
  const tag = await services.signer.verifyConnection(connectionToken);
  if (!tag) throw new DomainError('InvalidTag');
  await findSubscription(services, tag);

  const { control, config } = services;
  const accountKey = `acct:${tag}:${email.toLowerCase()}`;
  const addressKey = `addr:${clientAddress}`;
  const [accountFailures, addressFailures] = await Promise.all([
    control.failures(accountKey, config.signInWindowMinutes),
    control.failures(addressKey, config.signInWindowMinutes),
  ]);
  if (accountFailures >= config.signInMaxFailures || addressFailures >= config.signInMaxFailures) {
    throw new DomainError('TooManyAttempts', { minutes: config.signInWindowMinutes });
  }

  return services.tenants.withTenant(tag, async (db) => {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(sql`lower(${users.email})`, email.toLowerCase()),
          eq(users.isActive, true),
          kind === 'panel' ? eq(users.isPanelUser, true) : undefined,
        ),
      )
      .limit(1);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) {
      await control.recordFailure([accountKey, addressKey]);
      throw new DomainError('InvalidCredentials');
    }
    await control.clearFailures(accountKey);
    const issued = await services.signer.access({ tag, userId: user.id, kind });
    await services.tokens.record(db, {
      id: issued.tokenId,
      userId: user.id,
      kind,
      expireTime: issued.expireTime,
    });
    return ok({ token: issued.token, userId: user.id });
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { identifierRules, LOGIN_METHODS, signInInput, tagInput, type LoginMethod } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { ClientInfo } from '../../request/context.ts';
import { recordEvent } from '../security/record-event.ts';
import { settingValue } from '../settings/setting-value.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { Services } from '../../request/services.ts';
import type { Subscription } from '../../db/control.schema.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { TokenKind } from '../../auth/tokens.ts';
import { AttemptRefused } from '../../auth/attempt-refused.ts';
import { knownDevice, markDevice, type DeviceMarks } from './device-marks.ts';

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
  /** What the portal's sign-in asks for (the tenant's 'login method' setting); the panel asks for the email. */
  loginMethod: LoginMethod;
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
  const method = await services.tenants.withTenant(s.tag, (db) => settingValue(db, 'loginMethod'));
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
    loginMethod: LOGIN_METHODS.find((m) => m === method) ?? 'email',
  });
}

/** The account key attempts are counted under: what was typed, never whether such a user exists. */
export const accountKey = (tag: string, method: LoginMethod, identifier: string) =>
  `acct:${tag}:${method}:${identifier}`;

/** The identifier this sign-in uses and its value as typed: the panel always the email, the portal the method. */
async function identifierOf(
  db: TenantDb,
  kind: TokenKind,
  body: z.output<typeof signInInput>,
): Promise<{ method: LoginMethod; typed: string | null }> {
  if (kind === 'panel') return { method: 'email', typed: body.email ?? body.identifier ?? null };
  const setting = await settingValue(db, 'loginMethod');
  const method = LOGIN_METHODS.find((m) => m === setting) ?? 'email';
  return { method, typed: body[method] ?? body.identifier ?? body.email ?? null };
}

/** The one active user with this identifier (a panel user on the panel); none when two share it. */
async function userWith(db: TenantDb, kind: TokenKind, method: LoginMethod, value: string) {
  const column = {
    email: sql`lower(${users.email})`,
    gsm: sql`${users.gsm}`,
    nationalityIdentityNumber: sql`${users.nationalityIdentityNumber}`,
  }[method];
  const found = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(column, value),
        eq(users.isActive, true),
        kind === 'panel' ? eq(users.isPanelUser, true) : undefined,
      ),
    )
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Signs a user in (docs/sign-in.md). The attempt is reserved before the password is checked, so parallel
 * guesses are counted one by one; an unknown identifier, a wrong password and a user of the other kind get
 * the same answer after the same work, and each leaves a security event. A sign-in carrying a valid device
 * mark for the account is counted on that device's own counter, every other one on the account's shared
 * counter of unknown clients; a success gives the device its (renewed) mark.
 */
export async function verifyUser(
  services: Services,
  body: unknown,
  client: ClientInfo,
  kind: TokenKind,
  marks?: DeviceMarks,
): Promise<Envelope<{ token: string; userId: number }>> {
  const parsed = signInInput.safeParse(body);
  if (!parsed.success) throw new DomainError('InvalidCredentials');
  const tag = await services.signer.verifyConnection(parsed.data.connectionToken);
  if (!tag) throw new DomainError('InvalidTag');
  await findSubscription(services, tag);

  return services.tenants.withTenant(tag, async (db) => {
    const { method, typed } = await identifierOf(db, kind, parsed.data);
    const identifier = identifierRules[method].safeParse(typed ?? '');
    const event = { channel: kind, identifier: typed, client };
    if (!identifier.success) {
      await recordEvent(db, { ...event, kind: 'signInFailed' });
      throw new DomainError('InvalidCredentials');
    }
    const key = accountKey(tag, method, identifier.data);
    const deviceId = await knownDevice(services, key, marks, parsed.data.deviceMark);
    const attempt = await services.attempts
      .reserve(key, client.address, { byAddress: true, source: deviceId && `device:${deviceId}` })
      .catch(async (error: unknown) => {
        if (error instanceof AttemptRefused && error.lockStarted)
          await recordEvent(db, { ...event, kind: 'signInLocked' });
        await recordEvent(db, { ...event, kind: 'signInRefused' });
        throw error;
      });
    const user = await userWith(db, kind, method, identifier.data);
    const valid = await verifyPassword(user?.passwordHash, parsed.data.password);
    if (!user || !valid) {
      await attempt.failed();
      await recordEvent(db, { ...event, kind: 'signInFailed', userId: user?.id });
      throw new DomainError('InvalidCredentials');
    }
    await attempt.succeeded();
    if (marks) await markDevice(services, marks, key, deviceId);
    const issued = await services.signer.access({ tag, userId: user.id, kind });
    await services.tokens.record(db, {
      id: issued.tokenId,
      userId: user.id,
      kind,
      expireTime: issued.expireTime,
    });
    await recordEvent(db, { ...event, kind: 'signIn', userId: user.id });
    return ok({ token: issued.token, userId: user.id });
  });
}

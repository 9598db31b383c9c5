import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { invitations } from '../src/db/tenant/people.table.ts';
import { mailOutbox } from '../src/db/tenant/mail.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { pendingMail } from '../src/mail/outbox.ts';
import { printOutbox } from '../src/cli/print-outbox.ts';
import { TestServer, type Envelope } from './harness.ts';
import { CREATE_USER, peopleFixture, type PeopleFixture } from './people-fixture.ts';

const LINK = /(https?:\/\/\S+?\/#\/auth\/davet\?\S+)/;

/** The tag and token of the first invitation link in a text. */
function linkIn(text: string): { link: string; tag: string; token: string } {
  const link = LINK.exec(text)?.[1];
  if (!link) throw new Error(`no invitation link in ${text}`);
  const query = new URLSearchParams(link.split('?')[1]);
  return { link, tag: query.get('tag') ?? '', token: query.get('token') ?? '' };
}

async function accept(server: TestServer, body: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') {
  const response = await fetch(`${server.url}/api/User/AcceptInvitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<{ userId: number } | null>;
}

/** The unsent mail of a tenant to one address, as it would be delivered. */
async function outboxTo(server: TestServer, tag: string, recipient: string) {
  const { services } = server.server;
  const pending = await services.tenants.withTenant(tag, (db) =>
    pendingMail(db, services.mail.cipher, { tag, publicUrl: services.config.publicUrl }),
  );
  return pending.filter((p) => p.mail.recipient === recipient);
}

describe('a new panel user signing in through an invitation (no SMTP: the outbox)', () => {
  let server: TestServer;
  let p: PeopleFixture;

  beforeAll(async () => {
    server = await TestServer.start({ publicUrl: 'https://pano.example' });
    p = await peopleFixture(server);
  });
  afterAll(() => server.stop());

  it('queues an invitation mail whose link sets the first password; then VerifyPanelUser succeeds', async () => {
    const userId = await p.createUser({
      name: 'Yeni',
      surname: 'Yönetici',
      email: 'yeni@x.test',
      isPanelUser: true,
    });
    const mails = await outboxTo(server, p.tenant.tag, 'yeni@x.test');
    expect(mails).toHaveLength(1);
    const rendered = mails[0]?.rendered;
    expect(rendered?.subject).toBe('Pano davetiniz');
    expect(rendered?.text).toContain('Merhaba Yeni,');
    const { link, tag, token } = linkIn(rendered?.text ?? '');
    expect(link.startsWith('https://pano.example/#/auth/davet?tag=')).toBe(true);
    expect(tag).toBe(p.tenant.tag);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token is never stored: the invitation keeps its SHA-256, the outbox a sealed copy.
    const stored = await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => ({
      invitations: await db.select().from(invitations).where(eq(invitations.userId, userId)),
      outbox: await db.execute(sql`select * from ${mailOutbox}`),
    }));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.invitations[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await server.verify(p.tenant.tag, 'yeni@x.test', 'Ilk-sifre-2024')).isSuccess).toBe(false);
    const accepted = await accept(server, { tag, token, password: 'Ilk-sifre-2024' });
    expect(accepted).toEqual({ isSuccess: true, message: null, messages: [], data: { userId } });
    const signedIn = await server.verify(p.tenant.tag, 'yeni@x.test', 'Ilk-sifre-2024');
    expect(signedIn).toMatchObject({ isSuccess: true, data: { userId } });

    // One use only.
    const again = await accept(server, { tag, token, password: 'Baska-sifre-2024' });
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Davet bağlantısı geçersiz veya süresi dolmuş.',
    });
    expect((await accept(server, { tag, token, password: 'Baska-sifre-2024' }, 'en')).message).toBe(
      'The invitation link is invalid or has expired.',
    );
    expect((await server.verify(p.tenant.tag, 'yeni@x.test', 'Ilk-sifre-2024')).isSuccess).toBe(true);
  });

  it('refuses an expired invitation and a password that breaks the policy', async () => {
    await p.createUser({ email: 'gec@x.test', isPanelUser: true });
    const [mail] = await outboxTo(server, p.tenant.tag, 'gec@x.test');
    const { tag, token } = linkIn(mail?.rendered?.text ?? '');
    const weak = await accept(server, { tag, token, password: 'kisa' }, 'en');
    expect(weak.isSuccess).toBe(false);
    expect(weak.messages).toContainEqual({
      code: 'Validation',
      message: 'Password: At least 8 characters with a letter and a digit',
    });
    await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db
        .update(invitations)
        .set({ expireTime: new Date(Date.now() - 1000) })
        .where(eq(invitations.address, 'gec@x.test')),
    );
    expect(await accept(server, { tag, token, password: 'Gec-kalan-2024' })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InvalidInvitation' }],
    });
    expect((await server.verify(tag, 'gec@x.test', 'Gec-kalan-2024')).isSuccess).toBe(false);
  });

  it('invites an employee too (for the portal), and again to a changed address, closing the old link', async () => {
    const id = await p.createUser({ name: 'Sonradan', surname: 'Panelci', email: 'once@x.test' });
    const [employee] = await outboxTo(server, p.tenant.tag, 'once@x.test');
    expect(employee?.rendered?.text).toContain('çalışan portalına');
    const update = (input: Record<string, unknown>) =>
      p.call(`mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess } }`, {
        i: {
          id,
          roleId: p.roles.Editor,
          departmentId: Object.values(p.departments)[0],
          name: 'Sonradan',
          surname: 'Panelci',
          ...input,
        },
      });
    // becoming a panel user at the same address keeps the open invitation (no second message)
    await update({ email: 'once@x.test', isPanelUser: true });
    await update({ email: 'once@x.test', isPanelUser: true, surname: 'Değişti' });
    const sent = await outboxTo(server, p.tenant.tag, 'once@x.test');
    expect(sent).toHaveLength(1);
    const first = sent[0];
    await update({ email: 'sonra@x.test', isPanelUser: true });
    const [second] = await outboxTo(server, p.tenant.tag, 'sonra@x.test');
    const old = linkIn(first?.rendered?.text ?? '');
    expect(await accept(server, { ...old, password: 'Eski-link-2024' })).toMatchObject({
      messages: [{ code: 'InvalidInvitation' }],
    });
    const fresh = linkIn(second?.rendered?.text ?? '');
    expect((await accept(server, { ...fresh, password: 'Yeni-link-2024' })).isSuccess).toBe(true);
    expect((await server.verify(p.tenant.tag, 'sonra@x.test', 'Yeni-link-2024')).isSuccess).toBe(true);
  });

  it('prints the unsent mail with its link for an operator (npm run tenant -- outbox)', async () => {
    await p.createUser({ email: 'operator@x.test', isPanelUser: true });
    const lines = (await printOutbox(server.server.services, p.tenant.tag, false)).join('\n');
    expect(lines).toContain('to: operator@x.test');
    expect(lines).toMatch(LINK);
  });

  it('counts wrong tokens with the sign-in failures of the address and then refuses', async () => {
    const guess = 'x'.repeat(43);
    for (let i = 0; i < 6; i++)
      await accept(server, { tag: p.tenant.tag, token: guess, password: 'Tahmin-2024' });
    expect(await accept(server, { tag: p.tenant.tag, token: guess, password: 'Tahmin-2024' })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TooManyAttempts' }],
    });
  });
});

/** Quoted-printable as nodemailer writes non-ASCII text. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('invitation mail delivered over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let p: PeopleFixture;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('reddet')) callback(new Error('mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    server = await TestServer.start({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Pano <pano@x.test>',
      mailIntervalMs: 100,
    });
    p = await peopleFixture(server);
  });
  afterAll(async () => {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the invitation with its link, marks it sent and erases the secret; the link works', async () => {
    const created = await p.call<{ id: number }>(CREATE_USER, {
      i: {
        roleId: p.roles.Admin,
        departmentId: Object.values(p.departments)[0],
        name: 'Posta',
        surname: 'Alıcı',
        email: 'posta@x.test',
        isPanelUser: true,
      },
    });
    expect(created.isSuccess).toBe(true);
    for (let i = 0; i < 100 && !received.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.from).toBe('pano@x.test');
    expect(mail?.to).toEqual(['posta@x.test']);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Merhaba Posta,');
    const { tag, token } = linkIn(text);
    expect(tag).toBe(p.tenant.tag);

    const row = await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      for (let i = 0; i < 50; i++) {
        const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'posta@x.test'));
        if (found?.sentTime) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      return undefined;
    });
    expect(row).toMatchObject({ secret: null, attempts: 0 });
    expect(row?.sentTime).toBeInstanceOf(Date);

    expect((await accept(server, { tag, token, password: 'Postadan-2024' })).isSuccess).toBe(true);
    const signedIn = await server.verify(p.tenant.tag, 'posta@x.test', 'Postadan-2024');
    expect(signedIn).toMatchObject({ isSuccess: true, data: { userId: created.data.id } });
    const [user] = await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, created.data.id)),
    );
    expect(user?.hash).toMatch(/^\$argon2id\$/);
  });

  it('keeps a mail the server refuses, with its attempts and last error, for a later retry', async () => {
    await p.createUser({ email: 'reddet@x.test', isPanelUser: true });
    // behaviour, not timing: a loaded CI machine once needed more than 5 s for the first attempt
    const row = await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      for (let i = 0; i < 400; i++) {
        const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reddet@x.test'));
        if (found?.attempts) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      return undefined;
    });
    expect(row).toMatchObject({ attempts: 1, sentTime: null });
    expect(row?.lastError).toContain('mailbox unavailable');
    expect(row?.secret).not.toBeNull();
    expect(row?.nextAttemptTime.getTime()).toBeGreaterThan(Date.now());
    expect(received.map((m) => m.to[0])).not.toContain('reddet@x.test');
  });
});

import { users } from '../src/db/tenant/users.table.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Envelope, Tenant, TestServer } from './harness.ts';

/** What the sign-in operations answer, for the sign-in tests. */
export type Answer = Envelope<{ token: string; userId: number } | null>;

/** Each answer's outcome: 'ok' or its first message's code. */
export const codes = (answers: Answer[]) => answers.map((a) => (a.isSuccess ? 'ok' : a.messages[0]?.code));

/** How many answers had each outcome. */
export const tally = (answers: Answer[]) =>
  codes(answers).reduce<Record<string, number>>(
    (all, code) => ({ ...all, [String(code)]: (all[String(code)] ?? 0) + 1 }),
    {},
  );

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An employee with a password (and a GSM), made straight in the tenant's database. */
export async function employee(server: TestServer, tenant: Tenant, email: string, gsm?: string) {
  const password = 'Calisan-sifre-2026';
  const passwordHash = await hashPassword(password);
  const [row] = await server.server.services.tenants.withTenant(tenant.tag, (db) =>
    db
      .insert(users)
      .values({ name: 'Deniz', surname: 'Çalışkan', email, gsm: gsm ?? null, passwordHash })
      .returning({ id: users.id }),
  );
  return { id: row?.id ?? 0, email, password };
}

import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { jobs } from '../db/tenant/jobs.table.ts';
import { leaveLedger } from '../db/tenant/leave.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { nextAnniversary } from '../modules/leave/leave-rollover.ts';
import { lawEntitlement, serviceYearOn } from '../modules/leave/seniority.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';

const DAY = 86_400_000;
/** Years of service of the demo's people, in turn: every band of Law 4857 Art. 53 (0, 14, 20, 26 days). */
const SERVICE_YEARS = [0, 1, 3, 5, 8, 12, 15, 19, 24];
/** The portal's demo employees: 14, 20 and 26 days (docs/portal.md). */
const EMPLOYEE_HIRES = ['2023-03-14', '2019-09-02', '2009-04-01'];

/**
 * Hire dates for every demo user (docs/leave.md, Demo data), spread over the seniority bands, and each
 * one's current service year granted by the law (their ledger and `totalDayOff`), with the next
 * anniversary's roll-over queued (the runner finds it when the tenant is first looked at).
 */
export async function seedDemoEntitlements(db: TenantDb, now: number): Promise<void> {
  const today = new Date(now).toISOString().slice(0, 10);
  const people = await db
    .select({ id: users.id, email: users.email, birthDate: users.birthDate })
    .from(users)
    .orderBy(asc(users.id));
  const emails: readonly string[] = DEMO_EMPLOYEES.map((e) => e.email);
  const grants: (typeof leaveLedger.$inferInsert)[] = [];
  const queued: (typeof jobs.$inferInsert)[] = [];
  for (const [index, person] of people.entries()) {
    const employee = emails.indexOf(person.email ?? '');
    const years = SERVICE_YEARS[index % SERVICE_YEARS.length] ?? 0;
    const offset = ((index * 37) % 300) + 10;
    const hireDate =
      EMPLOYEE_HIRES[employee] ?? new Date(now - (years * 365.25 + offset) * DAY).toISOString().slice(0, 10);
    const year = serviceYearOn(hireDate, today);
    const days = year ? lawEntitlement(hireDate, person.birthDate, year) : 0;
    await db.update(users).set({ hireDate, totalDayOff: days }).where(eq(users.id, person.id));
    if (year) grants.push({ userId: person.id, kind: 'granted', days, leaveYear: year.start });
    const job = nextAnniversary(person.id, hireDate, today);
    queued.push({ name: job.name, key: job.key, payload: job.payload, runAt: job.runAt });
  }
  if (grants.length) await db.insert(leaveLedger).values(grants).onConflictDoNothing();
  if (queued.length) await db.insert(jobs).values(queued).onConflictDoNothing();
}

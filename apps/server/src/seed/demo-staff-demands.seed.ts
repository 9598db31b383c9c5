import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb, TenantTx } from '../db/tenant-db.ts';
import { applicantInterviews, applicants, staffDemandResults } from '../db/tenant/applicants.table.ts';
import { departments } from '../db/tenant/organization.table.ts';
import { locations } from '../db/tenant/reference.table.ts';
import {
  demandReasons,
  educationStatuses,
  employmentTypes,
  jobPositions,
  staffDemandRoles,
} from '../db/tenant/recruitment.table.ts';
import { staffDemands } from '../db/tenant/staff-demands.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import type { DemoEngine } from './demo-engine.ts';
import { runDemoRequest, type DemoPlan } from './demo-requests.ts';

const DAY = 86_400_000;
/** The demo's "today" (the other demo data is dated around it too). */
const NOW = Date.UTC(2026, 10, 20, 10);

type Named = PgTable & { id: PgColumn; name: PgColumn };

/** A lookup's row by name, else its first row (the demo's values may be renamed). */
async function idOf(tx: TenantTx, table: Named, name: string): Promise<number | null> {
  const [named] = await tx.select({ id: table.id }).from(table).where(eq(table.name, name)).limit(1);
  if (named) return named.id as number;
  const [first] = await tx.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return (first?.id as number | undefined) ?? null;
}

const DEMANDS = [
  {
    description: 'Mobil uygulama ekibi için iki yazılım geliştirici',
    position: 'Yazılım geliştirici',
    education: 'Lisans',
    employment: 'Tam zamanlı',
    reason: 'İş yükü artışı',
    daysAgo: 40,
    plan: { decide: [{ command: 'Onayla' }, { command: 'Onayla' }, { command: 'Onayla' }] } as DemoPlan,
    results: ['elif.arslan@aday.example', 'burak.yildiz@aday.example', 'deniz.ozturk@aday.example'],
    close: true,
  },
  {
    description: 'İşe alım süreçleri için bir insan kaynakları uzmanı',
    position: 'İnsan kaynakları uzmanı',
    education: 'Lisans',
    employment: 'Tam zamanlı',
    reason: 'İstifa eden çalışanın yerine',
    daysAgo: 2,
    plan: { decide: [] } as DemoPlan,
    results: [],
    close: false,
  },
] as const;

/**
 * Two staff demands of calisan1 (docs/recruitment.md, 'Staff demands'): one completed — approved through
 * its workflow, applicants linked (an interview's link where the applicant has one), closed by HR — and
 * one still in approval. Run through the engine as the portal's `requestStaff` does.
 */
export async function seedDemoStaffDemands(db: TenantDb, engine: DemoEngine): Promise<void> {
  const [requester] = await db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.email, DEMO_EMPLOYEES[0]!.email));
  if (!requester?.roleId) return;
  const [mapping] = await db
    .select({ workflowId: staffDemandRoles.workflowId })
    .from(staffDemandRoles)
    .where(eq(staffDemandRoles.roleId, requester.roleId));
  if (!mapping) return;
  for (const demand of DEMANDS) {
    const at = new Date(NOW - demand.daysAgo * DAY);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffDemands)
        .values({
          description: demand.description,
          createdUserId: requester.id,
          workflowId: mapping.workflowId,
          departmentId: await idOf(tx, departments, 'Yazılım'),
          jobPositionId: await idOf(tx, jobPositions, demand.position),
          educationStatusId: await idOf(tx, educationStatuses, demand.education),
          employmentTypeId: await idOf(tx, employmentTypes, demand.employment),
          locationId: await idOf(tx, locations, 'Merkez'),
          demandReasonId: await idOf(tx, demandReasons, demand.reason),
          createTime: at,
        })
        .returning({ id: staffDemands.id });
      return row!.id;
    });
    const request = {
      kind: 'staffDemand',
      subjectId: id,
      requesterId: requester.id,
      workflowId: mapping.workflowId,
    } as const;
    await runDemoRequest(db, engine, request, at, demand.plan);
    if (demand.results.length) await linkApplicants(db, id, demand.results);
    if (demand.close)
      await db
        .update(staffDemands)
        .set({ state: 'closed', isCompleted: true, completedDate: new Date(at.getTime() + 20 * DAY) })
        .where(and(eq(staffDemands.id, id), eq(staffDemands.state, 'approved')));
  }
}

/** The demand's results: these applicants, each with its first interview when it has one. */
async function linkApplicants(db: TenantDb, staffDemandId: number, emails: readonly string[]): Promise<void> {
  const found = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(inArray(applicants.email, [...emails]))
    .orderBy(asc(applicants.id));
  for (const applicant of found) {
    const [interview] = await db
      .select({ id: applicantInterviews.id })
      .from(applicantInterviews)
      .where(eq(applicantInterviews.applicantId, applicant.id))
      .orderBy(asc(applicantInterviews.id))
      .limit(1);
    await db
      .insert(staffDemandResults)
      .values({ staffDemandId, applicantId: applicant.id, interviewId: interview?.id ?? null })
      .onConflictDoNothing();
  }
}

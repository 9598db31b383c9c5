import { and, asc, eq, inArray } from 'drizzle-orm';
import { groups, userGroups, userManagers } from '../db/tenant/people.table.ts';
import { workflowApprovals } from '../db/tenant/requests.table.ts';
import { users } from '../db/tenant/users.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { cancelBySubject } from '../modules/requests/engine/cancel-subject.ts';
import { decide, lockApproval, stepOf } from '../modules/requests/engine/decide.ts';
import { startRequest, type NewRequest } from '../modules/requests/engine/start-request.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import type { DemoEngine } from './demo-engine.ts';

const DAY = 86_400_000;

/** What happens to a demo request after it starts: decisions one a day, or the requester cancels it. */
export type DemoPlan = { decide: readonly { command: string; description?: string }[] } | 'cancel';

/**
 * Runs a demo request through the engine as people would (docs/approvals.md): it starts at `at`, then
 * each planned decision is taken a day after the last by the first person it waits on; a decision the
 * request no longer waits for (it ended, or is stuck) is skipped. Answers the request's id.
 */
export async function runDemoRequest(
  db: TenantDb,
  engine: DemoEngine,
  request: NewRequest,
  at: Date,
  plan: DemoPlan,
): Promise<number> {
  const { id } = await db.transaction((tx) => startRequest(engine(tx, at), request));
  let when = at.getTime();
  if (plan === 'cancel') {
    await db.transaction((tx) =>
      cancelBySubject(engine(tx, new Date(when + DAY)), request.kind, request.subjectId, request.requesterId),
    );
    return id;
  }
  for (const step of plan.decide) {
    when += DAY;
    const moved = await db.transaction(async (tx) => {
      const env = engine(tx, new Date(when));
      const [open] = await tx
        .select({ id: workflowApprovals.id })
        .from(workflowApprovals)
        .where(and(eq(workflowApprovals.requestId, id), eq(workflowApprovals.state, 'open')))
        .orderBy(asc(workflowApprovals.id))
        .limit(1);
      if (!open) return false;
      const { request: row, approval } = await lockApproval(env, open.id);
      const { step: waiting } = await stepOf(env, row, approval);
      const command = waiting?.decisions.find((d) => d.name === step.command);
      if (!command) return false;
      await decide(env, {
        approvalId: approval.id,
        commandTypeId: command.id,
        description: step.description ?? null,
        actorId: approval.userId,
      });
      return true;
    });
    if (!moved) break;
  }
  // a rejection the request could not reach (nobody to ask): it is withdrawn instead, and frees its days
  if (plan.decide.some((step) => step.command === 'Reddet'))
    await db.transaction((tx) =>
      cancelBySubject(engine(tx, new Date(when + DAY)), request.kind, request.subjectId, request.requesterId),
    );
  return id;
}

/**
 * The demo employees approve each other (README, docs/portal.md): calisan2 is calisan1's first-level
 * manager and calisan3 the second; calisan3's are calisan1 and calisan2; calisan2's calisan3 and calisan1.
 * calisan3 is also in 'İnsan Kaynakları', so one of them can walk a request through every step.
 */
export async function seedDemoApprovers(db: TenantDb): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_EMPLOYEES.map((e) => e.email),
      ),
    );
  const id = (index: number) => rows.find((r) => r.email === DEMO_EMPLOYEES[index]?.email)?.id;
  const [one, two, three] = [id(0), id(1), id(2)];
  if (one === undefined || two === undefined || three === undefined) return;
  await db.delete(userManagers).where(inArray(userManagers.userId, [one, two, three]));
  await db.insert(userManagers).values([
    { userId: one, managerId: two, level: 1 },
    { userId: one, managerId: three, level: 2 },
    { userId: two, managerId: three, level: 1 },
    { userId: two, managerId: one, level: 2 },
    { userId: three, managerId: one, level: 1 },
    { userId: three, managerId: two, level: 2 },
  ]);
  const [hr] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, 'İnsan Kaynakları'));
  if (hr) await db.insert(userGroups).values({ userId: three, groupId: hr.id }).onConflictDoNothing();
}

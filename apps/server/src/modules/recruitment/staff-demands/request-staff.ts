import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { translate, type staffDemandRequestInput } from '@pano/contract';
import { departments } from '../../../db/tenant/organization.table.ts';
import { jobPositions, staffDemandRoles } from '../../../db/tenant/recruitment.table.ts';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import { ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { portalPage, type portalPager } from '../../portal/portal-pager.ts';
import { engineEnv } from '../../requests/engine/from-context.ts';
import { startRequest } from '../../requests/engine/start-request.ts';

/**
 * Portal `requestStaff` (issue 28 §3): a manager asks for staff. The staff-demand workflow of their role
 * (StaffDemandRole) starts in the same transaction as the demand; a role without one is refused
 * ('StaffDemandNoWorkflow'), as is a workflow without steps — nothing is stored then.
 */
export async function requestStaff(
  ctx: OperationContext,
  values: z.output<typeof staffDemandRequestInput>,
): Promise<Envelope<{ id: number }>> {
  const userId = ctx.session.userId;
  const id = await ctx.db.transaction(async (tx) => {
    const [mapping] = await tx
      .select({ workflowId: staffDemandRoles.workflowId })
      .from(staffDemandRoles)
      .innerJoin(users, eq(users.roleId, staffDemandRoles.roleId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!mapping) throw refuse('StaffDemandNoWorkflow');
    const [row] = await tx
      .insert(staffDemands)
      .values({ ...values, createdUserId: userId, workflowId: mapping.workflowId })
      .returning({ id: staffDemands.id });
    const id = row!.id;
    await startRequest(engineEnv(ctx, tx), {
      kind: 'staffDemand',
      subjectId: id,
      requesterId: userId,
      workflowId: mapping.workflowId,
    });
    return id;
  });
  return ok({ id });
}

export interface MyStaffDemand {
  id: number;
  description: string;
  departmentName: string | null;
  jobPositionName: string | null;
  state: string;
  statusName: string;
  isCompleted: boolean;
  completedDate: Date | null;
  createTime: Date;
}

/** Portal `myStaffDemands(pagerModel)`: the demands I made, newest first, their state in my language. */
export async function myStaffDemands(
  { db, session, lang }: OperationContext,
  pager: z.output<typeof portalPager>,
): Promise<Envelope<MyStaffDemand[]>> {
  const mine = eq(staffDemands.createdUserId, session.userId);
  const { rows, total } = await portalPage(
    db,
    pager,
    ({ limit, offset }) =>
      db
        .select({
          id: staffDemands.id,
          description: staffDemands.description,
          departmentName: departments.name,
          jobPositionName: jobPositions.name,
          state: staffDemands.state,
          isCompleted: staffDemands.isCompleted,
          completedDate: staffDemands.completedDate,
          createTime: staffDemands.createTime,
        })
        .from(staffDemands)
        .leftJoin(departments, eq(departments.id, staffDemands.departmentId))
        .leftJoin(jobPositions, eq(jobPositions.id, staffDemands.jobPositionId))
        .where(mine)
        .orderBy(desc(staffDemands.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(staffDemands).where(mine),
  );
  return ok(
    rows.map((row) => ({ ...row, statusName: translate(lang, `staffDemandState.${row.state}`) })),
    total,
  );
}

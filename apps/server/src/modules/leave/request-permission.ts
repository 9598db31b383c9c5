import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { PermissionStatus, translate, type permissionRequestInput } from '@pano/contract';
import { permissions, permissionTypeRoles, permissionTypes } from '../../db/tenant/leave.table.ts';
import type { TenantTx } from '../../db/tenant-db.ts';
import { users } from '../../db/tenant/users.table.ts';
import { ok, refuse, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { annualBalance, ownLeft } from './leave-balance.ts';
import { calendarDays, countWorkingDays, leaveCalendar, MAX_LEAVE_SPAN_DAYS } from './working-days.ts';
import { lockName } from '../../db/lock-name.ts';
import { settingValue } from '../settings/setting-value.ts';
import { turkishDay } from '../../kernel/clock.ts';
import { shownDay } from './leave.request-kind.ts';
import { startRequest } from '../requests/engine/start-request.ts';
import { engineEnv } from '../requests/engine/from-context.ts';

/** One decimal at most, as a balance is shown ('12.5'). */
const shown = (days: number) => String(Math.round(days * 10) / 10);

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The tenant's leave window (settings `leaveDaysBack`, `leaveDaysAhead`; docs/leave.md): the first day no
 * earlier than that many days before today, the last no later than that many days after.
 */
async function checkWindow(ctx: OperationContext, startDate: string, endDate: string): Promise<void> {
  const today = Date.parse(`${turkishDay(ctx.services.clock.now())}T00:00:00Z`);
  const back = Number((await settingValue(ctx.db, 'leaveDaysBack')) ?? 365);
  const ahead = Number((await settingValue(ctx.db, 'leaveDaysAhead')) ?? 730);
  const first = dayOf(today - back * DAY_MS);
  const last = dayOf(today + ahead * DAY_MS);
  if (startDate < first)
    throw refuse('LeaveTooFarBack', 'Validation', { days: back, first: shownDay(first) });
  if (endDate > last) throw refuse('LeaveTooFarAhead', 'Validation', { days: ahead, last: shownDay(last) });
}

/**
 * The days a request takes must be left (issue 29 §1): of the annual entitlement of the service year the
 * request starts in for an annual type (issue 29 §3), of the
 * type's own days in the year the request starts for an own one; a type that draws on nothing takes none.
 */
async function checkBalance(
  tx: TenantTx,
  userId: number,
  type: { id: number; name: string; drawsOn: string; yearlyDays: number | null },
  startDate: string,
  dayCount: number,
): Promise<void> {
  if (type.drawsOn === 'none') return;
  const left =
    type.drawsOn === 'own'
      ? await ownLeft(tx, userId, type, startDate)
      : (await annualBalance(tx, userId, startDate)).remainingDays;
  if (dayCount <= left) return;
  const params = { requested: shown(dayCount), available: shown(Math.max(0, left)) };
  if (type.drawsOn === 'own')
    throw refuse('LeaveTypeAllowance', 'Validation', {
      ...params,
      type: type.name,
      year: startDate.slice(0, 4),
    });
  throw refuse('LeaveBalance', 'Validation', params);
}

/**
 * An employee requests leave (docs/leave.md): a type their role may request, first ≤ last day (one day for
 * half a day), no overlap with their own waiting or approved leave, at least one working day on the
 * tenant's calendar (working weekdays, public holidays), and no more working days than their
 * balance has left. One request of a user at a time (a transaction-scoped lock), so two cannot both pass;
 * a refusal writes nothing. The request starts 'waiting' and runs its type's workflow for the requester's
 * role (docs/approvals.md) in the same transaction: a workflow with no step refuses it.
 */
export async function requestPermission(
  ctx: OperationContext,
  values: z.output<typeof permissionRequestInput>,
): Promise<Envelope<{ id: number }>> {
  const { db, session } = ctx;
  const { permissionTypeId, startDate, endDate, description, halfDay } = values;
  if (calendarDays(startDate, endDate) > MAX_LEAVE_SPAN_DAYS) throw invalidField('endDate');
  await checkWindow(ctx, startDate, endDate);
  const calendar = await leaveCalendar(db, startDate, endDate);
  const { days: dayCount, holidayNames } = countWorkingDays(startDate, endDate, calendar, halfDay);
  if (dayCount === 0 && holidayNames.length > 0)
    throw refuse('LeaveOnlyHolidays', 'Validation', { holidays: holidayNames.join(', ') });
  if (dayCount === 0) {
    const weekdays = calendar.weekdays.has(6) ? 'monSat' : 'monFri';
    throw refuse('LeaveNoWorkingDay', 'Validation', {
      weekdays: translate(ctx.lang, `leaveWeekdays.${weekdays}`),
    });
  }
  const userId = session.userId;
  const id = await db.transaction(async (tx) => {
    await lockName(tx, `permissions:user:${userId}`);
    const [allowed] = await tx
      .select({
        workflowId: permissionTypeRoles.workflowId,
        name: permissionTypes.name,
        drawsOn: permissionTypes.drawsOn,
        yearlyDays: permissionTypes.yearlyDays,
      })
      .from(permissionTypeRoles)
      .innerJoin(users, eq(users.roleId, permissionTypeRoles.roleId))
      .innerJoin(permissionTypes, eq(permissionTypes.id, permissionTypeRoles.permissionTypeId))
      .where(and(eq(users.id, userId), eq(permissionTypeRoles.permissionTypeId, permissionTypeId)))
      .limit(1);
    if (!allowed) throw refuse('LeaveTypeNotAllowed');
    const [overlap] = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(
        and(
          eq(permissions.userId, userId),
          inArray(permissions.permissionStatusId, [PermissionStatus.Waiting, PermissionStatus.Approved]),
          lte(permissions.startDate, endDate),
          gte(permissions.endDate, startDate),
        ),
      )
      .limit(1);
    if (overlap) throw refuse('LeaveOverlap');
    await checkBalance(tx, userId, { id: permissionTypeId, ...allowed }, startDate, dayCount);
    const [row] = await tx
      .insert(permissions)
      .values({
        userId,
        permissionTypeId,
        startDate,
        endDate,
        dayCount,
        halfDay: halfDay ?? null,
        description: description || null,
        permissionStatusId: PermissionStatus.Waiting,
      })
      .returning({ id: permissions.id });
    const id = row?.id ?? 0;
    await startRequest(engineEnv(ctx, tx), {
      kind: 'leave',
      subjectId: id,
      requesterId: userId,
      workflowId: allowed.workflowId,
      facts: { leaveDays: dayCount },
    });
    return id;
  });
  return ok({ id });
}

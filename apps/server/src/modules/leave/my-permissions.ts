import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PermissionStatus, translate } from '@pano/contract';
import { permissions, permissionTypeRoles, permissionTypes } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { OperationContext } from '../../request/context.ts';
import { portalPage, portalPager } from '../portal/portal-pager.ts';
import { cancelBySubject } from '../requests/engine/cancel-subject.ts';
import { engineEnv } from '../requests/engine/from-context.ts';

export interface PortalPermissionType {
  id: number;
  name: string;
}

/** The leave types a user's role may request (a type with a row for the role), by name, with how they count. */
export function myPermissionTypeRows(db: TenantDb, userId: number) {
  return db
    .selectDistinct({
      id: permissionTypes.id,
      name: permissionTypes.name,
      drawsOn: permissionTypes.drawsOn,
      yearlyDays: permissionTypes.yearlyDays,
    })
    .from(permissionTypes)
    .innerJoin(permissionTypeRoles, eq(permissionTypeRoles.permissionTypeId, permissionTypes.id))
    .innerJoin(users, eq(users.roleId, permissionTypeRoles.roleId))
    .where(eq(users.id, userId))
    .orderBy(asc(permissionTypes.name), asc(permissionTypes.id));
}

/** The leave types my role may request, by name. */
export async function myPermissionTypes({
  db,
  session,
}: OperationContext): Promise<Envelope<PortalPermissionType[]>> {
  const rows = (await myPermissionTypeRows(db, session.userId)).map(({ id, name }) => ({ id, name }));
  return ok(rows, rows.length);
}

export interface MyPermission {
  id: number;
  permissionTypeId: number;
  permissionTypeName: string;
  startDate: string;
  endDate: string;
  dayCount: number;
  /** A half-day request's half: 'morning' or 'afternoon'. */
  halfDay: string | null;
  description: string | null;
  statusId: number;
  statusName: string;
  createTime: Date;
  completedDate: Date | null;
}

export const myPermissionPager = portalPager.extend({
  /** 0 or nothing: all; else one status (1 waiting, 2 approved, 3 rejected, 4 cancelled). */
  permissionStatusId: z.number().int().min(0).max(PermissionStatus.Cancelled).nullish(),
});

/** My leave requests, newest first, the status named in my language. */
export async function myPermissions(
  { db, session, lang }: OperationContext,
  { pageNumber, pageSize, permissionStatusId }: z.output<typeof myPermissionPager>,
): Promise<Envelope<MyPermission[]>> {
  const mine = and(
    eq(permissions.userId, session.userId),
    permissionStatusId ? eq(permissions.permissionStatusId, permissionStatusId) : undefined,
  );
  const { rows, total } = await portalPage(
    db,
    { pageNumber, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: permissions.id,
          permissionTypeId: permissions.permissionTypeId,
          permissionTypeName: permissionTypes.name,
          startDate: permissions.startDate,
          endDate: permissions.endDate,
          dayCount: permissions.dayCount,
          halfDay: permissions.halfDay,
          description: permissions.description,
          statusId: permissions.permissionStatusId,
          createTime: permissions.createTime,
          completedDate: permissions.completedDate,
        })
        .from(permissions)
        .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId))
        .where(mine)
        .orderBy(desc(permissions.createTime), desc(permissions.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(permissions).where(mine),
  );
  return ok(
    rows.map((row) => ({ ...row, statusName: translate(lang, `permissionStatus.${row.statusId}`) })),
    total,
  );
}

/**
 * Cancels one of my waiting requests: status cancelled, completed now, its workflow's open approvals closed
 * (docs/approvals.md). Another user's request is NotFound; one already decided or cancelled is refused and
 * stays as it is.
 */
export async function cancelPermission(
  ctx: OperationContext,
  { id }: { id: number },
): Promise<Envelope<{ id: number }>> {
  const { db, session } = ctx;
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ status: permissions.permissionStatusId })
      .from(permissions)
      .where(and(eq(permissions.id, id), eq(permissions.userId, session.userId)));
    if (!mine) throw new DomainError('NotFound');
    const notWaiting = () => new DomainError('Validation', {}, [], 'codes.LeaveNotWaiting');
    // the request first, as every transition locks it, then the row: a decision racing this waits or wins
    if (!(await cancelBySubject(engineEnv(ctx, tx), 'leave', id, session.userId))) throw notWaiting();
    const [row] = await tx
      .select({ status: permissions.permissionStatusId })
      .from(permissions)
      .where(eq(permissions.id, id))
      .for('update');
    if (row?.status === PermissionStatus.Cancelled) return;
    if (row?.status !== PermissionStatus.Waiting) throw notWaiting();
    await tx
      .update(permissions)
      .set({ permissionStatusId: PermissionStatus.Cancelled, isCompleted: true, completedDate: new Date() })
      .where(eq(permissions.id, id));
  });
  return ok({ id });
}

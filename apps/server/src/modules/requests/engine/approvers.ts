import { and, desc, eq, inArray, isNull, lte, gte, or } from 'drizzle-orm';
import { PermissionStatus } from '@pano/contract';
import { groups, userGroups, userManagers } from '../../../db/tenant/people.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import { permissions } from '../../../db/tenant/leave.table.ts';
import { userSubstitutes } from '../../../db/tenant/requests.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';
import type { VersionStep } from './version-graph.ts';
import { turkishDay } from '../../../kernel/clock.ts';

export type Via = 'user' | 'group' | 'manager' | 'substitute' | 'leave' | 'handover' | 'escalation';

export interface Approver {
  userId: number;
  via: Via;
  viaDetail: string | null;
  /** The person they stand in for (a substitute). */
  forUserId: number | null;
}

/** The requester's active manager of a level (1–6), if they have one. */
export async function managerAt(tx: TenantTx, requesterId: number, level: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(userManagers)
    .innerJoin(users, eq(users.id, userManagers.managerId))
    .where(and(eq(userManagers.userId, requesterId), eq(userManagers.level, level), eq(users.isActive, true)))
    .limit(1);
  return row?.id ?? null;
}

/** Who a step names: its active users, its groups' active members, the requester's manager of its level. */
async function named(tx: TenantTx, step: VersionStep, requesterId: number): Promise<Approver[]> {
  const found: Approver[] = [];
  if (step.userIds.length) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, step.userIds), eq(users.isActive, true)));
    const active = new Set(rows.map((r) => r.id));
    for (const id of step.userIds)
      if (active.has(id)) found.push({ userId: id, via: 'user', viaDetail: null, forUserId: null });
  }
  if (step.groupIds.length) {
    const rows = await tx
      .select({ userId: users.id, group: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .innerJoin(users, eq(users.id, userGroups.userId))
      .where(and(inArray(userGroups.groupId, step.groupIds), eq(users.isActive, true)))
      .orderBy(userGroups.groupId, users.id);
    for (const row of rows)
      found.push({ userId: row.userId, via: 'group', viaDetail: row.group, forUserId: null });
  }
  if (step.managerLevel) {
    const manager = await managerAt(tx, requesterId, step.managerLevel);
    if (manager !== null)
      found.push({ userId: manager, via: 'manager', viaDetail: String(step.managerLevel), forUserId: null });
  }
  return found;
}

/**
 * Each approver's stand-in for `day`, if any: a substitute named for a range holding the day, or else a
 * standing substitute (no dates) while the approver's own leave holding the day is approved. An inactive
 * substitute, or one who is the requester, stands in for nobody.
 */
async function standIns(
  tx: TenantTx,
  approverIds: number[],
  requesterId: number,
  day: string,
): Promise<Map<number, { substituteId: number; via: 'substitute' | 'leave' }>> {
  const result = new Map<number, { substituteId: number; via: 'substitute' | 'leave' }>();
  if (!approverIds.length) return result;
  const rows = await tx
    .select({
      userId: userSubstitutes.userId,
      substituteId: userSubstitutes.substituteId,
      dated: userSubstitutes.startDate,
    })
    .from(userSubstitutes)
    .innerJoin(users, eq(users.id, userSubstitutes.substituteId))
    .where(
      and(
        inArray(userSubstitutes.userId, approverIds),
        eq(users.isActive, true),
        or(
          and(lte(userSubstitutes.startDate, day), gte(userSubstitutes.endDate, day)),
          isNull(userSubstitutes.startDate),
        ),
      ),
    )
    .orderBy(desc(userSubstitutes.id));
  const onLeave = new Set(
    (
      await tx
        .select({ userId: permissions.userId })
        .from(permissions)
        .where(
          and(
            inArray(permissions.userId, approverIds),
            eq(permissions.permissionStatusId, PermissionStatus.Approved),
            lte(permissions.startDate, day),
            gte(permissions.endDate, day),
          ),
        )
    ).map((row) => row.userId),
  );
  for (const row of rows.filter((r) => r.dated !== null))
    if (!result.has(row.userId) && row.substituteId !== requesterId)
      result.set(row.userId, { substituteId: row.substituteId, via: 'substitute' });
  for (const row of rows.filter((r) => r.dated === null))
    if (!result.has(row.userId) && onLeave.has(row.userId) && row.substituteId !== requesterId)
      result.set(row.userId, { substituteId: row.substituteId, via: 'leave' });
  return result;
}

/**
 * Who is asked at an approval step (docs/approvals.md): the step's users, its groups' active members and
 * the requester's manager of its level, never the requester; each replaced by their substitute for the
 * day (a delegation, or a standing one while on approved leave); everybody once.
 */
export async function approversFor(
  tx: TenantTx,
  step: VersionStep,
  requesterId: number,
  at: Date,
): Promise<Approver[]> {
  const people = (await named(tx, step, requesterId)).filter((p) => p.userId !== requesterId);
  return withStandIns(tx, people, requesterId, at);
}

/** The people with their stand-ins for the day of `at`, everybody once. */
export async function withStandIns(
  tx: TenantTx,
  people: Approver[],
  requesterId: number,
  at: Date,
): Promise<Approver[]> {
  const stand = await standIns(tx, [...new Set(people.map((p) => p.userId))], requesterId, turkishDay(at));
  const seen = new Set<number>();
  const result: Approver[] = [];
  for (const person of people) {
    const instead = stand.get(person.userId);
    const approver: Approver = instead
      ? { userId: instead.substituteId, via: instead.via, viaDetail: null, forUserId: person.userId }
      : person;
    if (seen.has(approver.userId)) continue;
    seen.add(approver.userId);
    result.push(approver);
  }
  return result;
}

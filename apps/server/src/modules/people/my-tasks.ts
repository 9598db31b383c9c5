import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TaskStatus, translate } from '@pano/contract';
import { tasks } from '../../db/tenant/works.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { portalPage, portalPager } from '../portal/portal-pager.ts';

export interface MyTask {
  id: number;
  title: string;
  description: string | null;
  createTime: Date;
  statusId: number;
  statusName: string;
}

export const myTaskPager = portalPager.extend({
  /** 0 all, 1 open, 2 closed (spec 001 §9). */
  status: z.number().int().min(TaskStatus.All).max(TaskStatus.Closed).nullish(),
});

/** The caller's tasks, newest first, filtered by status; the status named in the caller's language. */
export async function myTasks(
  { db, session, lang }: OperationContext,
  { pageNumber, pageSize, status }: z.output<typeof myTaskPager>,
): Promise<Envelope<MyTask[]>> {
  const mine = and(eq(tasks.userId, session.userId), status ? eq(tasks.status, status) : undefined);
  const { rows, total } = await portalPage(
    db,
    { pageNumber, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: tasks.id,
          title: tasks.title,
          description: tasks.description,
          createTime: tasks.createTime,
          statusId: tasks.status,
        })
        .from(tasks)
        .where(mine)
        .orderBy(desc(tasks.createTime), desc(tasks.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(tasks).where(mine),
  );
  return ok(
    rows.map((row) => ({ ...row, statusName: translate(lang, `taskStatus.${row.statusId}`) })),
    total,
  );
}

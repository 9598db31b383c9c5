import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { TaskStatus, translate } from '@pano/contract';
import { tasks } from '../../db/tenant/schema.ts';
import type { Kit } from '../../graphql/builder.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

interface StatusView {
  id: number;
  name: string;
}

const statusTypes = new WeakMap<Kit, ReturnType<typeof defineStatus>>();

function defineStatus(kit: Kit) {
  return kit.builder.objectRef<StatusView>('TaskStatus').implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });
}

function statusType(kit: Kit) {
  let ref = statusTypes.get(kit);
  if (!ref) statusTypes.set(kit, (ref = defineStatus(kit)));
  return ref;
}

/** Tasks: read-only, filtered by status (0 all, 1 open, 2 closed), the status named in the caller's language. */
export const taskEntity: EntityDefinition = {
  typeName: 'Task',
  listName: 'tasks',
  pagerArg: 'taskPagerInputModel',
  pagerTypeName: 'TaskPagerInputModel',
  table: tasks,
  hidden: ['status'],
  searchColumns: ['title', 'description'],
  sortColumns: ['id', 'title', 'createTime', 'status'],
  defaultSort: { column: 'createTime', descending: true },
  pagerFilters: {
    status: {
      input: z.number().int().min(TaskStatus.All).max(TaskStatus.Closed).nullish(),
      where: (value) => (value ? eq(tasks.status, value as number) : undefined),
    },
  },
  extraFields: {
    status: {
      type: (kit) => statusType(kit) as never,
      resolve: (row, ctx): StatusView => ({
        id: row.status as number,
        name: translate(ctx.lang, `taskStatus.${String(row.status)}`),
      }),
    },
  },
};

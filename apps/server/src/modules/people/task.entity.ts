import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { TaskStatus, taskResource, translate } from '@pano/contract';
import { tasks } from '../../db/tenant/works.table.ts';
import { plainObject } from '../../graphql/objects.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

interface StatusView {
  id: number;
  name: string;
}

/** Tasks: read-only, filtered by status (0 all, 1 open, 2 closed), the status named in the caller's language. */
export const taskEntity: EntityDefinition = {
  api: taskResource,
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
      type: (kit) => plainObject<StatusView>(kit, 'TaskStatus', { id: 'Int', name: 'String' }) as never,
      reads: ['status'],
      resolve: (row, ctx): StatusView => ({
        id: row.status as number,
        name: translate(ctx.lang, `taskStatus.${String(row.status)}`),
      }),
    },
  },
};

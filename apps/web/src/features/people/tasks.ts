import { taskResource, TaskStatus } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';

/** Tasks (spec 001 §2, §7, §9): read-only; All (0, sends no status) / Open (1) / Closed (2); search. */
export const taskDefinition: EntityDefinition = {
  key: 'task',
  api: taskResource,
  list: {
    rowLabel: ['title'],
    columns: [
      { path: 'title', sortable: true },
      { path: 'description' },
      { path: 'createTime', format: 'date', labelKey: 'people.taskDate' },
      { path: 'status.name', labelKey: 'contract:fields.status' },
    ],
    filters: [
      {
        name: 'status',
        allLabelKey: 'tasks.all',
        options: {
          values: [
            { value: TaskStatus.Open, labelKey: 'tasks.open' },
            { value: TaskStatus.Closed, labelKey: 'tasks.closed' },
          ],
        },
      },
    ],
  },
};

import { workflowResource } from '@pano/contract';
import { workflows } from '../../db/tenant/workflows.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/** Workflows (spec 001 §2, §7): name; the list is also the workflows lookup of every role picker (000 §7). */
export const workflowEntity: EntityDefinition = {
  api: workflowResource,
  unique: ['name'],
  table: workflows,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  /** Kept by a trigger for the engine's versions (docs/approvals.md), not part of the API. */
  hidden: ['revision'],
};

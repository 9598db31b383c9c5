import { complaintResource, complaintTypeResource } from '@pano/contract';
import { complaints, complaintTypes } from '../../db/tenant/complaints.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/** Complaint types (spec 000 §2): name required; a type still used by complaints is not deleted (InUse). */
export const complaintTypeEntity: EntityDefinition = {
  api: complaintTypeResource,
  unique: ['name'],
  table: complaintTypes,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
};

/**
 * Anonymous complaints, newest first (spec 000 §2, §3): type, description, time; searched in the
 * description, filtered by type. Read-only in the panel: employees send them from the portal.
 */
export const complaintEntity: EntityDefinition = {
  api: complaintResource,
  table: complaints,
  searchColumns: ['description'],
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['complaintTypeId'],
  relations: [{ field: 'complaintType', foreignKey: 'complaintTypeId', target: () => complaintTypeEntity }],
};

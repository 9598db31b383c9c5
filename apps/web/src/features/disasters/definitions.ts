import { DISASTER_PAGE_SIZE } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import { disasterPaths } from './paths.ts';

/**
 * The disaster list (spec 000 §2): 5 a page, searched, newest first, deleted with confirmation, each row
 * linking to its detail. Creating one is the page's own dialog (the spec's nested inputModel).
 */
export const disasterDefinition: EntityDefinition = {
  key: 'disaster',
  typeName: 'Disaster',
  listQuery: 'disasters',
  remove: 'deleteDisaster',
  columns: [
    { path: 'title' },
    { path: 'createTime', format: 'date', labelKey: 'disasters.columns.createTime' },
    { path: 'userCount', labelKey: 'disasters.columns.userCount' },
    { path: 'readCount', labelKey: 'disasters.columns.readCount' },
    { path: 'needsHelpCount', labelKey: 'disasters.columns.needsHelpCount' },
  ],
  rowLabel: ['title'],
  pageSize: DISASTER_PAGE_SIZE,
  sort: { column: 'createTime', descending: true },
  rowLinks: [{ labelKey: 'disasters.detailOf', to: disasterPaths.detail, param: 'disasterId' }],
};

/** The disasters registry: one entry per list screen served by the generic list page. */
export const disastersDefinitions: Record<string, EntityDefinition> = { disasters: disasterDefinition };

import {
  DISASTER_PAGE_SIZE,
  disasterResource,
  disasterUserResource,
  disasterUserResponseResource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { DisasterCreateDialog } from './DisasterCreateDialog.tsx';
import { PositionCell, ResponderCell, ResponseCell } from './ResponderCells.tsx';

/**
 * The disaster list (spec 000 §2): 5 a page, searched, newest first, deleted with confirmation, each row
 * linking to its detail. Creating one is the area's own dialog (the spec's nested inputModel).
 */
export const disasterDefinition: EntityDefinition = {
  key: 'disaster',
  api: disasterResource,
  list: {
    columns: [
      { path: 'title', sortable: true },
      { path: 'createTime', format: 'date', labelKey: 'disasters.columns.createTime' },
      { path: 'userCount', labelKey: 'disasters.columns.userCount' },
      { path: 'readCount', labelKey: 'disasters.columns.readCount' },
      { path: 'needsHelpCount', labelKey: 'disasters.columns.needsHelpCount' },
    ],
    rowLabel: ['title'],
    pageSize: DISASTER_PAGE_SIZE,
    sort: { column: 'createTime', descending: true },
  },
  form: { dialog: DisasterCreateDialog, edits: false },
  rows: { links: [{ labelKey: 'disasters.detailOf', screen: 'disasterDetail', param: 'disasterId' }] },
};

/** The detail's 'sending users' tab: name, surname, email, gsm, read flag, read time (DD.MM.YYYY HH:mm:ss). */
export const disasterUserDefinition: EntityDefinition = {
  key: 'disasterUser',
  api: disasterUserResource,
  list: {
    columns: [
      { path: 'user.name', labelKey: 'contract:fields.name' },
      { path: 'user.surname', labelKey: 'contract:fields.surname' },
      { path: 'user.email', labelKey: 'contract:fields.email' },
      { path: 'user.gsm', labelKey: 'contract:fields.gsm' },
      { path: 'isRead', format: 'boolean' },
      { path: 'readDate', format: 'timestamp' },
    ],
    pageSize: 10,
    parent: { param: 'disasterId' },
    searchable: false,
  },
};

/** The 'responded users' tab and the map: who, 'I am good' / 'I am not good', and where (7 decimals). */
export const disasterResponseDefinition: EntityDefinition = {
  key: 'disasterUserResponse',
  api: disasterUserResponseResource,
  list: {
    columns: [
      { path: 'user.name', labelKey: 'contract:fields.userId', cell: ResponderCell },
      {
        path: 'response',
        cell: ResponseCell,
        export: { labelKeys: { true: 'disasters.good', false: 'disasters.notGood' } },
      },
      { path: 'latitude', labelKey: 'disasters.position', cell: PositionCell },
      { path: 'createTime', format: 'timestamp', labelKey: 'disasters.answeredAt' },
    ],
    select: ['user.surname', 'longitude'],
    pageSize: 10,
    parent: { param: 'disasterId' },
    searchable: false,
  },
};

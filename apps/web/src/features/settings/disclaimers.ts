import {
  DISCLAIMER_USERS_PAGE_SIZE,
  DISCLAIMER_VERSION,
  disclaimerResource,
  disclaimerUserResource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { ExportDisclaimerUsersDocument } from '../../graphql/generated/settings.ts';
import { listExportButton } from '../../crud/views/listExportButton.tsx';
import { DisclaimerApprovalButton } from './DisclaimerApprovalButton.tsx';

/**
 * Disclaimers (spec 000 §2, §7): searched, active ones unless 'show passive ones'; create (version 2.1.0)
 * and edit with Aktif; each row links to its acceptors; 'send active contract for approval' beside the
 * search. No delete: acceptances are a record of consent (docs/disclaimers.md).
 */
export const disclaimerDefinition: EntityDefinition = {
  key: 'disclaimer',
  api: disclaimerResource,
  hasActive: true,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'version' },
      { path: 'createTime', format: 'date', labelKey: 'disclaimers.createTime' },
      { path: 'userCount', labelKey: 'disclaimers.userCount' },
    ],
    select: ['value'],
    sort: { column: 'createTime', descending: true },
    toolbar: [DisclaimerApprovalButton],
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'value', kind: 'multiline', labelKey: 'disclaimers.value' },
      { name: 'version', kind: 'text', defaultValue: DISCLAIMER_VERSION },
    ],
  },
  rows: {
    links: [{ labelKey: 'disclaimers.acceptorsOf', screen: 'disclaimerAcceptors', param: 'disclaimerId' }],
    history: true,
  },
};

/**
 * A disclaimer's acceptors (spec 000 §2, §9): 10 a page, newest acceptance first, with the acceptance time;
 * the disclaimer (read by `disclaimer(disclaimerId:)`) names the heading; every acceptor as Excel.
 */
export const disclaimerUserDefinition: EntityDefinition = {
  key: 'disclaimerUser',
  api: disclaimerUserResource,
  list: {
    columns: [
      { path: 'userId', labelKey: 'contract:fields.id' },
      { path: 'user.name', labelKey: 'contract:fields.name' },
      { path: 'user.surname', labelKey: 'contract:fields.surname' },
      { path: 'createTime', labelKey: 'contract:fields.acceptTime', format: 'timestamp' },
    ],
    pageSize: DISCLAIMER_USERS_PAGE_SIZE,
    parent: { param: 'disclaimerId', api: disclaimerResource, label: ['name', 'version'] },
    back: 'disclaimers',
    searchable: false,
    toolbar: [listExportButton(ExportDisclaimerUsersDocument, 'disclaimers.export')],
  },
};

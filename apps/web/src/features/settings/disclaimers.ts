import { DISCLAIMER_VERSION, disclaimerCreateInput, disclaimerUpdateInput } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import { DisclaimerApprovalButton } from './DisclaimerApprovalButton.tsx';
import { disclaimerPaths } from './disclaimerPaths.ts';

/**
 * Disclaimers (spec 000 §2, §7): searched, active ones unless 'show passive ones'; create (version 2.1.0)
 * and edit with Aktif; each row links to its acceptors; 'send active contract for approval' beside the
 * search. No delete: acceptances are a record of consent (docs/disclaimers.md).
 */
export const disclaimerDefinition: EntityDefinition = {
  key: 'disclaimer',
  typeName: 'Disclaimer',
  listQuery: 'disclaimers',
  create: 'createDisclaimer',
  update: 'updateDisclaimer',
  columns: [
    { path: 'name' },
    { path: 'version' },
    { path: 'createTime', format: 'date', labelKey: 'disclaimers.createTime' },
    { path: 'userCount', labelKey: 'disclaimers.userCount' },
  ],
  select: ['value'],
  dialogFields: [
    { name: 'name', kind: 'text' },
    { name: 'value', kind: 'multiline', labelKey: 'disclaimers.value' },
    { name: 'version', kind: 'text', defaultValue: DISCLAIMER_VERSION },
  ],
  hasActive: true,
  sort: { column: 'createTime', descending: true },
  createSchema: disclaimerCreateInput,
  updateSchema: disclaimerUpdateInput,
  rowLinks: [{ labelKey: 'disclaimers.acceptorsOf', to: disclaimerPaths.detail, param: 'disclaimerId' }],
  toolbarActions: [DisclaimerApprovalButton],
};

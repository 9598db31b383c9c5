import { linkGroupResource, linkResource, linkRoleResource } from '@pano/contract';
import { audienceForm } from '../../crud/core/audienceForm.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { lookupEntity } from '../../crud/core/lookupEntity.ts';
import type { OptionSource } from '../../crud/core/optionTypes.ts';
import { NO_ROLE_NOTE, targetFields, windowFields } from './fields.ts';
import { PublishStatusCell } from './PublishStatusCell.tsx';

/** Link groups: a lookup (name, active) on a screen of their own (docs/navigation.md). */
export const linkGroupDefinition: EntityDefinition = lookupEntity('linkGroup', linkGroupResource, {
  clearsCache: ['getLinks'],
});

/** The link group select: active groups, one page of 100 (spec 001 §9), by name. */
const linkGroupChoices: OptionSource = {
  api: linkGroupResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
};

/** A link's roles, chosen in its dialog: createLinkRole for added ones, deleteLinkRole for removed ones. */
const audience = audienceForm({ ownerKey: 'linkId', roles: linkRoleResource });

/**
 * Links of the employees' app (spec 001 §2, §5; docs/navigation.md): name, group, position and publish
 * status (whom it reaches); edit and delete per row, the dialog choosing the roles. Links open a page or a
 * web address only.
 */
export const linkDefinition: EntityDefinition = {
  key: 'link',
  api: linkResource,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'linkGroup.name', labelKey: 'contract:fields.linkGroupId' },
      { path: 'position', sortable: true },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell, export: false },
    ],
    select: ['endDate'],
    sort: { column: 'position', descending: false },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline' },
      { name: 'position', kind: 'number', integer: true },
      ...targetFields(['HtmlPage', 'UrlBrowser']),
      { name: 'linkGroupId', kind: 'select', options: { source: linkGroupChoices } },
      ...windowFields,
      ...audience.fields,
    ],
    memberships: audience.memberships,
    audience: audience.audience,
    width: 'md',
    noteKey: NO_ROLE_NOTE,
  },
};

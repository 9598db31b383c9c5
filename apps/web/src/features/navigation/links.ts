import RolesIcon from '@mui/icons-material/AdminPanelSettings';
import { linkGroupResource, linkResource, linkRoleResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { lookupEntity } from '../../crud/core/lookupEntity.ts';
import type { OptionSource } from '../../crud/core/optionTypes.ts';
import { NO_ROLE_NOTE, targetFields, windowFields } from './fields.ts';
import { rolesDialog } from './MembershipRolesDialog.tsx';
import { PublishStatusCell } from './PublishStatusCell.tsx';
import { ROLE_PATHS, rolesDefinition } from './roles.ts';

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

/** A link's roles: createLinkRole for added ones, deleteLinkRole for removed ones. */
export const linkRolesDefinition = rolesDefinition('linkRole', linkResource, linkRoleResource, 'linkId');

/**
 * Links of the employees' app (spec 001 §2, §5; docs/navigation.md): name, group, position and publish
 * status; roles, edit and delete per row. Links open a page or a web address only.
 */
export const linkDefinition: EntityDefinition = {
  key: 'link',
  api: linkResource,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'linkGroup.name', labelKey: 'contract:fields.linkGroupId' },
      { path: 'position', sortable: true },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell },
    ],
    select: ['endDate', ...ROLE_PATHS],
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
    ],
    width: 'md',
    noteKey: NO_ROLE_NOTE,
  },
  rows: {
    actions: [
      {
        key: 'roles',
        labelKey: 'navigation.rolesOf',
        icon: RolesIcon,
        dialog: rolesDialog(linkRolesDefinition),
        needs: 'update',
      },
    ],
  },
};

import { SECURITY_EVENT_KINDS, securityEventKindCode, securityEventResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { SecurityEventKindCell } from './SecurityEventKindCell.tsx';

/**
 * Security events (docs/sign-in.md): read-only, newest first; when, what, whose account (or what was typed
 * for one that does not exist), panel or portal, from where. Filtered by kind, searched in the identifier
 * and the address.
 */
export const securityEventDefinition: EntityDefinition = {
  key: 'securityEvent',
  api: securityEventResource,
  list: {
    columns: [
      { path: 'createTime', format: 'dateTime' },
      { path: 'kind', cell: SecurityEventKindCell, export: { labelsKey: 'security.kinds' } },
      { path: 'user.fullName', labelKey: 'security.user' },
      { path: 'identifier' },
      { path: 'channel', labelKey: 'security.channel' },
      { path: 'address', labelKey: 'security.address' },
      { path: 'actorUser.fullName', labelKey: 'security.actor' },
    ],
    rowLabel: ['kind'],
    pageSize: 25,
    sort: { column: 'createTime', descending: true },
    filters: [
      {
        name: 'kindCode',
        labelKey: 'security.kind',
        allLabelKey: 'common.all',
        options: {
          values: SECURITY_EVENT_KINDS.map((kind) => ({
            value: securityEventKindCode(kind),
            labelKey: `security.kinds.${kind}`,
          })),
        },
      },
    ],
  },
};

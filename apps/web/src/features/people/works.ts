import { workResource, workSendHistoryResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { recipientMemberships, recipientsField } from '../../crud/core/recipients.ts';

/**
 * Works (spec 001 §2, §7): name and user count. A new work sends its users and groups in createWork; an
 * edited one saves them as the difference of its send histories (the one recipients field and diff).
 */
export const workDefinition: EntityDefinition = {
  key: 'work',
  api: workResource,
  list: {
    columns: [{ path: 'name', sortable: true }, { path: 'userCount' }],
    sort: { column: 'id', descending: true },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline', optional: true },
      recipientsField({ optional: true, sentOn: ['create'] }),
    ],
    memberships: recipientMemberships(workSendHistoryResource, 'workId', 'sendHistories'),
  },
};

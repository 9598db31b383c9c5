import { notificationResource } from '@pano/contract';
import { notifications } from '../../db/tenant/people.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { notificationText } from './notification-text.ts';

/**
 * A user's notifications (the notifications dialog), newest first; the badge is totalItemCount. Pano's own
 * messages are shown in the reader's language.
 */
export const notificationEntity: EntityDefinition = {
  api: notificationResource,
  table: notifications,
  searchColumns: ['body'],
  sortColumns: ['id', 'createTime', 'viewedDate'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['userId'],
  extraFields: {
    /** The text in the reader's language when Pano wrote it from a template (docs/approvals.md). */
    body: {
      type: 'String',
      reads: ['body', 'template', 'params'],
      resolve: (row, ctx) =>
        notificationText(ctx.lang, {
          body: row.body as string,
          template: (row.template as string | null) ?? null,
          params: (row.params as Record<string, string | number> | null) ?? null,
        }),
    },
  },
};

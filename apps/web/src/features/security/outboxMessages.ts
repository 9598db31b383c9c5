import SendIcon from '@mui/icons-material/Send';
import { outboxMessageResource } from '@pano/contract';
import { lazy } from 'react';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { MessageChannelCell, MessageTemplateCell } from './messageCells.tsx';

const HandOverDialog = lazy(() =>
  import('./HandOverDialog.tsx').then((module) => ({ default: module.HandOverDialog })),
);

/**
 * Pending messages (docs/passwords.md): the invitations and reset links waiting for delivery — by mail or
 * SMS — newest first; without SMTP or an SMS gateway an administrator hands one over from here.
 */
export const outboxMessageDefinition: EntityDefinition = {
  key: 'outboxMessage',
  api: outboxMessageResource,
  list: {
    columns: [
      { path: 'createTime', format: 'dateTime' },
      {
        path: 'channel',
        labelKey: 'messages.channel',
        cell: MessageChannelCell,
        export: { labelsKey: 'messages.channels' },
      },
      { path: 'recipient', labelKey: 'messages.recipient' },
      {
        path: 'template',
        labelKey: 'messages.template',
        cell: MessageTemplateCell,
        export: { labelsKey: 'messages.templates' },
      },
      { path: 'attempts', labelKey: 'messages.attempts' },
      { path: 'lastError', labelKey: 'messages.lastError' },
      { path: 'sentTime', labelKey: 'messages.sentTime', format: 'dateTime' },
    ],
    rowLabel: ['recipient'],
    pageSize: 25,
    sort: { column: 'createTime', descending: true },
    filters: [
      {
        name: 'status',
        labelKey: 'messages.status',
        allLabelKey: 'messages.waiting',
        options: {
          values: [
            { value: 2, labelKey: 'messages.delivered' },
            { value: 0, labelKey: 'messages.all' },
          ],
        },
      },
    ],
  },
  rows: {
    actions: [
      {
        key: 'handOver',
        labelKey: 'messages.handOverOf',
        icon: SendIcon,
        shown: (row) => row.sentTime === null,
        dialog: HandOverDialog,
        needs: 'update',
      },
    ],
  },
};

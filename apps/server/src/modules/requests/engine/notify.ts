import { notificationText } from '../../people/notification-text.ts';
import { notifications } from '../../../db/tenant/people.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';

export interface EngineMessage {
  userIds: readonly number[];
  /** A key under `requestMessages` of the contract dictionaries. */
  template: string;
  /** Its parameters; `summary_tr` and `summary_en` give `summary` in the reader's language. */
  params: Record<string, string | number>;
  requestId: number;
  at: Date;
  /** Per user: the link the notification opens (an approval's one-time decision page). */
  links?: ReadonlyMap<number, string>;
  sourceKind?: 'request' | 'approval';
  sourceIds?: ReadonlyMap<number, number>;
}

/** Writes a message of the engine into each person's inbox (`myNotifications`, the notifications dialog). */
export async function notifyUsers(tx: TenantTx, message: EngineMessage): Promise<void> {
  const ids = [...new Set(message.userIds)];
  if (!ids.length) return;
  const body = notificationText('tr', { body: '', template: message.template, params: message.params });
  await tx.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      body,
      template: message.template,
      params: message.params,
      link: message.links?.get(userId) ?? null,
      sourceKind: message.sourceKind ?? 'request',
      sourceId: message.sourceIds?.get(userId) ?? message.requestId,
      createTime: message.at,
    })),
  );
}

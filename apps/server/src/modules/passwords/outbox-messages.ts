import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessageResource } from '@pano/contract';
import { mailOutbox } from '../../db/tenant/mail.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { markSent, renderOutboxMail } from '../../mail/outbox.ts';
import { recordEvent } from '../security/record-event.ts';

/**
 * The pending messages page (docs/passwords.md): mail and SMS the tenant queued, newest first; `status` 1
 * waiting (the default), 2 delivered, 0 all. The secret and the parameters never leave the server.
 */
export const outboxMessageEntity: EntityDefinition = {
  api: outboxMessageResource,
  table: mailOutbox,
  hidden: ['secret', 'params', 'nextAttemptTime'],
  searchColumns: ['recipient'],
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'createTime', descending: true },
  pagerFilters: {
    status: {
      input: z.number().int().min(0).max(2).nullish(),
      where: (value) =>
        value === 0 ? undefined : value === 2 ? isNotNull(mailOutbox.sentTime) : isNull(mailOutbox.sentTime),
    },
  },
};

export interface HandedOver {
  recipient: string;
  channel: string;
  text: string;
  link: string | null;
}

/**
 * An administrator hands a waiting message over by hand (no SMTP or SMS gateway, or it failed): the message
 * as it would be delivered, link included, once; it is then marked delivered by the panel and its secret
 * erased, and a security event records who did it.
 */
export async function revealOutboxMessage(
  { db, session, services, client }: OperationContext,
  id: number,
): Promise<Envelope<HandedOver>> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentTime)))
      .for('update');
    if (!message) throw new DomainError('NotFound');
    const rendered = renderOutboxMail(message, services.mail.cipher, {
      tag: session.subscription.tag,
      publicUrl: services.config.publicUrl,
    });
    await markSent(tx, id, 'panel');
    await recordEvent(tx, {
      kind: 'linkHandedOver',
      actorUserId: session.userId,
      identifier: message.recipient,
      client,
    });
    return ok({
      recipient: message.recipient,
      channel: message.channel,
      text: rendered.text,
      link: rendered.link,
    });
  });
}

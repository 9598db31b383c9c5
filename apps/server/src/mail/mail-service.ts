import type { Language } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { mailOutbox } from '../db/tenant/mail.table.ts';
import type { OutboxCipher } from './outbox-cipher.ts';
import type { MessageChannel, MessageTemplate } from './templates.ts';

export interface NewMail {
  /** 'email' by default; 'sms' for a GSM number. */
  channel?: MessageChannel;
  recipient: string;
  template: MessageTemplate;
  /** Plain parameters of the template (a name); never a secret. */
  params: Record<string, string>;
  /** The secret part (an invitation token): sealed in the outbox, erased once delivered. */
  secret?: string;
  lang?: Language;
}

/**
 * The signed-in tenant's outbox (`session.mail`): bound to the token's tenant at the edge, so a use case
 * queues mail without naming a tenant. The tenant's tag is added to the mail's link when it is delivered.
 */
export interface Mailbox {
  /** Queues a mail in the caller's transaction. */
  enqueue(db: TenantDb, mail: NewMail): Promise<void>;
}

/** The process's mail: the outbox cipher and the tenants that have mail waiting to be looked at. */
export class MailService {
  private readonly waiting = new Set<string>();

  constructor(readonly cipher: OutboxCipher) {}

  mailbox(tag: string): Mailbox {
    return {
      enqueue: async (db, mail) => {
        await db.insert(mailOutbox).values({
          channel: mail.channel ?? 'email',
          recipient: mail.recipient,
          template: mail.template,
          params: mail.params,
          lang: mail.lang ?? 'tr',
          secret: mail.secret === undefined ? null : this.cipher.seal(mail.secret),
        });
        this.waiting.add(tag);
      },
    };
  }

  /** The tenants with newly queued mail since the last call. */
  takeWaiting(): string[] {
    const tags = [...this.waiting];
    this.waiting.clear();
    return tags;
  }
}

import nodemailer from 'nodemailer';
import type { Services } from '../app/services.ts';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import { logger } from '../app/logger.ts';
import { claimDue, markFailed, markSent, nextDue, renderOutboxMail } from './outbox.ts';

/** Every tenant is looked at this often for mail left by a restart or another process. */
const SWEEP_MS = 15 * 60_000;

export interface MailSender {
  stop(): Promise<void>;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * Delivers the outboxes with SMTP (SMTP_URL and MAIL_FROM) in the background: every MAIL_SEND_INTERVAL_MS it
 * visits the tenants that queued mail, the ones with a retry due, and every tenant at start and each
 * quarter hour. Without SMTP it does nothing: the mail waits for `npm run tenant -- outbox`.
 */
export function startMailSender(services: Services): MailSender {
  const { smtpUrl, mailFrom, mailIntervalMs, publicUrl } = services.config;
  if (!smtpUrl || !mailFrom) {
    if (smtpUrl) logger.warn('SMTP_URL is set without MAIL_FROM: mail stays in the outbox');
    return { stop: async () => undefined };
  }
  const transport: Transport = nodemailer.createTransport(smtpUrl);
  const retries = new Map<string, number>();
  let lastSweep = 0;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliver(db: TenantDb, tag: string): Promise<void> {
    for (let due = await claimDue(db); due.length && !stopped; due = await claimDue(db)) {
      for (const mail of due) {
        try {
          const rendered = renderOutboxMail(mail, services.mail.cipher, { tag, publicUrl });
          await transport.sendMail({ from: mailFrom, to: mail.recipient, ...rendered });
          await markSent(db, mail.id);
          logger.info({ tag, mailId: mail.id }, 'mail sent');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markFailed(db, mail, message);
          logger.warn({ tag, mailId: mail.id, error: message }, 'mail not sent');
        }
      }
    }
    const next = await nextDue(db);
    if (next) retries.set(tag, next.getTime());
    else retries.delete(tag);
  }

  async function tenantsToVisit(): Promise<string[]> {
    const now = Date.now();
    const tags = new Set(services.mail.takeWaiting());
    for (const [tag, at] of retries) if (at <= now) tags.add(tag);
    if (now - lastSweep >= SWEEP_MS) {
      lastSweep = now;
      for (const s of await services.control.list()) if (s.isActive) tags.add(s.tag);
    }
    return [...tags];
  }

  async function tick(): Promise<void> {
    try {
      for (const tag of await tenantsToVisit()) {
        if (stopped) return;
        await services.tenants
          .withTenant(tag, (db) => deliver(db, tag))
          .catch((error: unknown) => {
            logger.error({ err: error, tag }, 'outbox delivery failed');
          });
      }
    } catch (error) {
      logger.error({ err: error }, 'outbox sweep failed');
    }
  }

  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = undefined));
  }, mailIntervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

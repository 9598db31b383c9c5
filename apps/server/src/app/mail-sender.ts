import type { Services } from '../request/services.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { claimDue, markFailed, markSent, nextDue, renderOutboxMail } from '../mail/outbox.ts';
import { configuredTransports, type Transports } from '../mail/transports.ts';

/** Every tenant is looked at this often for mail left by a restart or another process. */
const SWEEP_MS = 15 * 60_000;

export interface MailSender {
  stop(): Promise<void>;
}

/**
 * Delivers the outboxes in the background through the configured channels (mail by SMTP, SMS by the HTTP
 * gateway; mail/transports.ts): every MAIL_SEND_INTERVAL_MS it visits the tenants that queued messages, the
 * ones with a retry due, and every tenant at start and each quarter hour. A channel without settings
 * delivers nothing: its messages wait on the panel's pending messages page (or `npm run tenant -- outbox`).
 */
export function startMailSender(
  services: Services,
  transports: Transports = configuredTransports(services.config, services.outgoing),
): MailSender {
  const { smtpUrl, mailFrom, mailIntervalMs, publicUrl } = services.config;
  if (smtpUrl && !mailFrom) logger.warn('SMTP_URL is set without MAIL_FROM: mail stays in the outbox');
  const channels = (['email', 'sms'] as const).filter((channel) => transports[channel]);
  if (!channels.length) return { stop: async () => undefined };
  const retries = new Map<string, number>();
  let lastSweep = 0;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliver(db: TenantDb, tag: string): Promise<void> {
    for (let due = await claimDue(db, channels); due.length && !stopped; due = await claimDue(db, channels)) {
      for (const mail of due) {
        try {
          const rendered = renderOutboxMail(mail, services.mail.cipher, { tag, publicUrl });
          const send = mail.channel === 'sms' ? transports.sms : transports.email;
          if (!send) throw new Error(`no ${mail.channel} transport`);
          await send(mail.recipient, rendered);
          await markSent(db, mail.id);
          logger.info({ tag, mailId: mail.id, channel: mail.channel }, 'message sent');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markFailed(db, mail, message);
          logger.warn({ tag, mailId: mail.id, error: message }, 'mail not sent');
        }
      }
    }
    const next = await nextDue(db, channels);
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
            logger.error({ err: safeError(error), tag }, 'outbox delivery failed');
          });
      }
    } catch (error) {
      logger.error({ err: safeError(error) }, 'outbox sweep failed');
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
      transports.close();
    },
  };
}

import { inArray, sql } from 'drizzle-orm';
import type { Services } from '../request/services.ts';
import { mailOutbox } from '../db/tenant/mail.table.ts';
import { pendingMail } from '../mail/outbox.ts';

/**
 * The operator's view of a tenant's unsent mail (`npm run tenant -- outbox --tag <tag>`): each mail as it
 * would be delivered, links included, for handing over by hand when no SMTP server is configured.
 * With `markSent` the listed mails are marked sent and their secrets erased.
 */
export async function printOutbox(services: Services, tag: string, markSent: boolean): Promise<string[]> {
  return services.tenants.withTenant(tag, async (db) => {
    const pending = await pendingMail(db, services.mail.cipher, {
      tag,
      publicUrl: services.config.publicUrl,
    });
    const lines: string[] = [];
    for (const { mail, rendered, problem } of pending) {
      lines.push(
        `#${mail.id}  to: ${mail.recipient}  queued: ${mail.createTime.toISOString()}  attempts: ${mail.attempts}` +
          (mail.lastError ? `  last error: ${mail.lastError}` : ''),
      );
      if (rendered) lines.push(`Subject: ${rendered.subject}`, '', rendered.text);
      else lines.push(`(cannot be rendered: ${problem ?? 'unknown'})`);
      lines.push('-'.repeat(72));
    }
    if (!pending.length) lines.push(`No unsent mail for "${tag}".`);
    if (markSent && pending.length) {
      const ids = pending.map((p) => p.mail.id);
      await db
        .update(mailOutbox)
        .set({ sentTime: sql`now()`, secret: null })
        .where(inArray(mailOutbox.id, ids));
      lines.push(`${ids.length} mail(s) marked as sent.`);
    }
    return lines;
  });
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import { emailInput } from '@pano/contract';
import type { Services } from '../request/services.ts';
import { mailOutbox } from '../db/tenant/mail.table.ts';
import { renderOutboxMail } from '../mail/outbox.ts';
import { INVITATION_HOURS } from '../mail/invitation-link.ts';
import { makeAdministrator } from '../modules/permissions/make-administrator.ts';

interface Options {
  tag?: string;
  email?: string;
}

/**
 * `admin --tag t --email e` (docs/security.md, 3): makes e a panel user with every permission, and prints
 * the invitation link when e has no password yet (the mail also waits in the outbox). What it printed and
 * its exit code: 2 for a missing or unknown tag or a malformed address.
 */
export async function adminCommand(
  services: Services,
  { tag, email }: Options,
): Promise<{ code: number; lines: string[] }> {
  if (!tag || !email) return { code: 2, lines: ['Give --tag <tag> and --email <email>.'] };
  if (!emailInput.safeParse(email.trim()).success)
    return { code: 2, lines: [`Not an e-mail address: ${email}`] };
  if (!(await services.control.findByTag(tag))) return { code: 2, lines: [`No tenant "${tag}".`] };
  return services.tenants.withTenant(tag, async (db) => {
    const made = await makeAdministrator(db, services.mail.mailbox(tag), email);
    const lines = [
      `${email.trim().toLowerCase()} (user #${made.userId}${made.created ? ', new' : ''}) is a panel user of "${tag}" ` +
        `with every permission: role "${made.roleName}" (#${made.roleId}).`,
    ];
    if (made.invitedAt) {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.template, 'invitation'),
            eq(mailOutbox.recipient, made.invitedAt),
            isNull(mailOutbox.sentTime),
          ),
        )
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const link = mail
        ? renderOutboxMail(mail, services.mail.cipher, { tag, publicUrl: services.config.publicUrl }).link
        : null;
      if (link)
        lines.push(
          `No password yet: the invitation link (valid ${INVITATION_HOURS} hours, one use): ${link}`,
        );
    }
    return { code: 0, lines };
  });
}

import { lt } from 'drizzle-orm';
import { securityEvents } from '../../db/tenant/security.table.ts';
import { defineMutation } from '../../graphql/operations.ts';
import { defineArea } from '../area.ts';
import { securityEventEntity } from './security-event.entity.ts';
import { unlockUser } from './unlock-user.ts';

/**
 * Security (docs/sign-in.md): the tenant's security events, read on the panel and kept SECURITY_EVENT_DAYS,
 * and an administrator's unlock of an account that must wait after failed sign-ins.
 */
export const securityArea = defineArea({
  name: 'security',
  entities: [securityEventEntity],
  main(kit) {
    defineMutation(kit, { name: 'unlockUser', id: true, run: unlockUser });
  },
  async onTenantOpen(db, config) {
    const horizon = new Date(Date.now() - config.securityEventDays * 86_400_000);
    await db.delete(securityEvents).where(lt(securityEvents.createTime, horizon));
  },
});

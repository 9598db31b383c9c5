import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { permissionKey, roleResource, userResource } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { departments, roles } from '../../db/tenant/organization.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { invitations } from '../../db/tenant/people.table.ts';
import { folded } from '../../db/turkish-text.ts';
import type { Mailbox } from '../../mail/mail-service.ts';
import { diff, recordChange, SYSTEM_ACTOR, type Changes } from '../../crud/record-change.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';
import { closeInvitations, syncInvitation } from '../passwords/password-links.ts';
import { fullRoles } from './administrators.ts';
import { byArea, grantAllPermissions } from './grant-permissions.ts';
import { permissionCatalog } from './permission-catalog.ts';

/** The name of the role the operator's rescue makes when no active role holds every permission. */
const RESCUE_ROLE = 'Yönetici';
/** What the history leaves out of a user (docs/history.md: hidden and generated columns). */
const USER_HIDDEN = ['passwordHash', 'sortName', 'searchText'];

export interface MadeAdministrator {
  userId: number;
  roleId: number;
  roleName: string;
  /** Nobody had the address: the person was created. */
  created: boolean;
  /** The person has no password yet: where a fresh invitation went (any open one closed), else null. */
  invitedAt: string | null;
}

const write = (db: TenantDb, entity: string, entityId: number, action: string, changes: Changes) =>
  recordChange(db, { actor: SYSTEM_ACTOR, area: 'people', entity, entityId, action, changes });

/** An active role holding every permission; else a new panel role given all of them (`Yönetici`, `Yönetici 2` …). */
async function fullRole(tx: TenantDb): Promise<{ id: number; name: string }> {
  const [found] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, fullRoles(tx)))
    .orderBy(asc(roles.id))
    .limit(1);
  if (found) return found;
  let name = RESCUE_ROLE;
  for (let n = 2; ; n++) {
    const [taken] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(folded(roles.name), folded(sql`${name}`)));
    if (!taken) break;
    name = `${RESCUE_ROLE} ${n}`;
  }
  const [role] = await tx.insert(roles).values({ name, panelRole: true }).returning();
  if (!role) throw new Error('the role was not inserted');
  await grantAllPermissions(tx, role.id);
  await write(tx, roleResource.typeName, role.id, 'create', diff(null, role));
  const granted = byArea(permissionCatalog().map(permissionKey).sort());
  await write(tx, roleResource.typeName, role.id, 'grantPermissions', { granted: { new: granted } });
  return { id: role.id, name: role.name };
}

/**
 * The operator's way back when a tenant has lost its administrators (`npm run tenant -- admin`,
 * docs/security.md, 3): the person with this e-mail (any case) becomes an active panel user in an active
 * role holding every permission — the first such role, else a new one — and is created when nobody has the
 * address. One transaction; every change is in the history, made by the system. A person without a
 * password gets a fresh invitation in the outbox, the link the operator hands over.
 */
export async function makeAdministrator(
  db: TenantDb,
  mailbox: Mailbox,
  email: string,
): Promise<MadeAdministrator> {
  const address = email.trim().toLowerCase();
  const made = await db.transaction(async (tx) => {
    const role = await fullRole(tx);
    const [before] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .orderBy(asc(users.id))
      .limit(1)
      .for('update');
    const access = { roleId: role.id, isPanelUser: true, isActive: true };
    let userId: number;
    if (before) {
      userId = before.id;
      await tx.update(users).set(access).where(eq(users.id, userId));
      const changes = diff(before, { ...before, ...access }, { exclude: USER_HIDDEN });
      if (Object.keys(changes).length)
        await write(tx, userResource.typeName, userId, 'makeAdministrator', changes);
    } else {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.isActive, true))
        .orderBy(asc(departments.id))
        .limit(1);
      const values = {
        name: 'Pano',
        surname: 'Admin',
        email: address,
        departmentId: department?.id,
        ...access,
      };
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('the user was not inserted');
      userId = row.id;
      await write(tx, userResource.typeName, userId, 'create', diff(null, row, { exclude: USER_HIDDEN }));
    }
    let invitedAt: string | null = null;
    if (!before?.passwordHash) {
      await closeInvitations(tx, userId, 'invitation');
      await syncInvitation(tx, mailbox, userId);
      const [open] = await tx
        .select({ address: invitations.address })
        .from(invitations)
        .where(
          and(eq(invitations.userId, userId), isNull(invitations.usedTime), isNull(invitations.revokedTime)),
        )
        .orderBy(desc(invitations.id))
        .limit(1);
      invitedAt = open?.address ?? null;
    }
    return { userId, roleId: role.id, roleName: role.name, created: !before, invitedAt };
  });
  forgetHeldPermissions(db); // a role may have been made, a user moved: every process reads them again
  return made;
}

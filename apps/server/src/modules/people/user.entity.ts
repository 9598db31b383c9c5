import { userResource } from '@pano/contract';
import { users } from '../../db/tenant/users.table.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { EntityDefinition, Row } from '../../crud/entity-definition.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { invalidField } from '../../kernel/validation.ts';
import { departmentEntity, roleEntity } from './organization.entities.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { syncInvitation } from '../passwords/password-links.ts';
import { accountKeysOf } from '../security/account-keys.ts';
import { fullNameOf } from './full-name.ts';
import { assertRoleWithin } from '../permissions/role-within.ts';
import { keepingAdministrator } from '../permissions/administrators.ts';
import { renewEntitlement } from '../leave/leave-rollover.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';

/**
 * Users: listed with their role and department (one batch each per page), filtered by role, searched on
 * name, surname and email, ordered the Turkish way by name. A panel user with an email and no password
 * gets an invitation to set one (docs/people.md); one who stops being a panel user is signed out. Nobody
 * deletes their own user or takes away their own panel access. A hire date renews the annual leave
 * entitlement on its anniversaries (docs/leave.md).
 */
export const userEntity: EntityDefinition = {
  api: userResource,
  table: users,
  hidden: ['passwordHash', 'sortName', 'searchText'],
  searchColumns: ['name', 'surname', 'email'],
  searchKey: 'searchText',
  sortColumns: ['id', 'name', 'surname', 'email', 'createTime'],
  sortAliases: { name: 'sortName' },
  defaultSort: { column: 'name', descending: false },
  filters: ['roleId'],
  // what a picker shows (id, name, surname, e-mail, department, role) is not personal (docs/security.md, 2)
  personal: {
    fields: [
      'nationalityIdentityNumber',
      'companyIdentityNumber',
      'gsm',
      'birthDate',
      'hireDate',
      'totalDayOff',
      'mobileUniqNo',
      'applicationVersion',
    ],
    permission: { area: 'people', action: 'read' },
    owner: 'id',
  },
  // 'Pasifleri göster': deactivated people (history kept) are listed apart and hidden from pickers
  hasActive: true,
  relations: [
    { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
    { field: 'department', foreignKey: 'departmentId', target: () => departmentEntity },
  ],
  extraFields: {
    fullName: { type: 'String', reads: ['name', 'surname'], resolve: (row) => fullNameOf(row) },
    // has set a password (else an invitation can be resent; with one, a reset link sent)
    hasPassword: { type: 'Boolean', reads: ['passwordHash'], resolve: (row) => row.passwordHash != null },
    // must wait before signing in again after failed attempts (an administrator may unlock: unlockUser)
    isLocked: {
      type: 'Boolean',
      fallback: false,
      async batch(db, ids, ctx) {
        const keys = await accountKeysOf(db, ctx.session?.subscription.tag ?? '', ids);
        const waiting = await ctx.services.attempts.waiting([...keys.values()].flat());
        return new Map([...keys].map(([id, own]) => [id, own.some((key) => waiting.has(key))]));
      },
    },
  },
  hooks: {
    // another role, no panel access, made passive: never the tenant's last administrator (docs/security.md, 3)
    aroundWrite: (ctx, mode, write) => (mode === 'create' ? write() : keepingAdministrator(ctx.db, write)),
    async beforeWrite(ctx, values, _mode, previous) {
      await uniqueIdentifiers(ctx.db, values, previous?.id as number | undefined);
      // neither the role given nor the person's own holds more than the caller's (docs/permissions.md)
      if (values.roleId !== previous?.roleId) await assertRoleWithin(ctx, values.roleId as number | null);
      await assertRoleWithin(ctx, previous?.roleId as number | null | undefined);
    },
    async afterWrite(ctx, id, values, mode, previous) {
      if (mode === 'update' && previous && losesAccess(previous, values)) {
        // Nobody takes away their own access (and with it, perhaps, the tenant's last one).
        if (id === ctx.session.userId) throw new DomainError('SelfAccount');
        await ctx.services.tokens.revokeUser(ctx.db, ctx.session.subscription.tag, id);
      }
      await syncInvitation(ctx.db, ctx.session.mail, id);
      // with a hire date the entitlement is the ledger's: this service year granted, totalDayOff kept to it
      // and the next anniversary queued (docs/leave.md); idempotent, so every save may run it
      if (values.hireDate) await renewEntitlement(ctx.db, ctx.session.jobs, id, ctx.services.clock.now());
    },
    async afterCommit(ctx, id) {
      ctx.services.tokens.forgetUser(ctx.session.subscription.tag, id);
      forgetHeldPermissions(ctx.session.db, id); // another role counts from their next request
    },
  },
  // delete or, with history, deactivate (delete-user.ts)
  custom: ['remove'],
};

/**
 * Whether an update takes access away or changes what it grants: no longer a panel user, another role,
 * deactivated. Only then are the user's sessions ended: editing a name or a phone number signs nobody out.
 */
function losesAccess(previous: Row, values: Record<string, unknown>): boolean {
  return (
    (previous.isPanelUser === true && values.isPanelUser === false) ||
    previous.roleId !== values.roleId ||
    (previous.isActive === true && values.isActive === false)
  );
}

/** A GSM or national id identifies one active person (the portal may sign in with either): Validation. */
async function uniqueIdentifiers(db: TenantDb, values: Record<string, unknown>, id?: number): Promise<void> {
  if (values.isActive === false) return;
  for (const field of ['gsm', 'nationalityIdentityNumber'] as const) {
    const value = values[field];
    if (typeof value !== 'string' || !value) continue;
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users[field], value),
          eq(users.isActive, true),
          id === undefined ? undefined : ne(users.id, id),
        ),
      )
      .limit(1);
    if (clash) throw invalidField(field, 'alreadyUsed');
  }
}

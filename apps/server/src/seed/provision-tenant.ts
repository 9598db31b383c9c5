import fs from 'node:fs';
import { tagInput } from '@pano/contract';
import type { Services } from '../request/services.ts';
import type { Subscription } from '../db/control.schema.ts';
import { users } from '../db/tenant/users.table.ts';
import { hashPassword } from '../auth/password.ts';
import { seedReference } from './reference.seed.ts';
import { seedPeople } from './people.seed.ts';
import { dropPostgresDatabase, embeddedPath, isEmbedded } from '../tenancy/database.ts';
import { createEmbeddedDatabase, createPostgresDatabase } from '../tenancy/database-template.ts';
import { tenantTemplate } from './tenant-template.ts';
import { turkishDay } from '../kernel/clock.ts';
import { logger } from '../kernel/logger.ts';
import { fillOfficialHolidays } from '../modules/leave/holidays.ts';
import { isPrivateTag } from '../files/private-files.ts';
import { grantAllPermissions } from '../modules/permissions/grant-permissions.ts';

export interface NewTenant {
  tag: string;
  companyName: string;
  adminEmail: string;
  adminPassword: string;
  /** Where the tenant's data lives; by default next to the control database. */
  databaseUrl?: string;
}

export class TenantExistsError extends Error {
  constructor(tag: string) {
    super(`A tenant with tag "${tag}" already exists`);
  }
}

/** A new database for the tenant, copied from the tenant template (tenant-template.ts). */
async function placeFor(services: Services, tag: string): Promise<string> {
  const { config } = services;
  const template = await tenantTemplate();
  if (!config.databaseUrl || isEmbedded(config.databaseUrl)) {
    const url = `pglite:tenants/${tag}`;
    await createEmbeddedDatabase(url, config.dataDir, config.embeddedTemplateDir, template);
    return url;
  }
  return createPostgresDatabase(config.databaseUrl, `pano_${tag.replace(/-/g, '_')}`, template);
}

/**
 * Removes the database `placeFor` made for a tenant whose creation failed, so that its tag can be created
 * again from the template (an existing database is otherwise kept as it is, half seeded).
 */
async function removePlace(services: Services, url: string): Promise<void> {
  const { config } = services;
  if (isEmbedded(url)) fs.rmSync(embeddedPath(url, config.dataDir), { recursive: true, force: true });
  else if (config.databaseUrl) await dropPostgresDatabase(config.databaseUrl, new URL(url).pathname.slice(1));
}

/**
 * Creates a tenant: its database (migrated), reference data, the default roles and departments, a first
 * panel administrator with the Admin role (which holds every permission), and the official holidays of this
 * year and the next.
 */
export async function provisionTenant(services: Services, input: NewTenant): Promise<Subscription> {
  const tag = tagInput.parse(input.tag);
  // 'pv-…' names the tenants' private file folders (files/private-files.ts): never a tenant of its own
  if (isPrivateTag(tag)) throw new Error(`The tag "${tag}" is reserved`);
  if (await services.control.findByTag(tag)) throw new TenantExistsError(tag);
  const databaseUrl = input.databaseUrl ?? (await placeFor(services, tag));
  const subscription = await services.control.insert({ tag, companyName: input.companyName, databaseUrl });
  // a creation of the same tag at the same moment took it: the database is that one's (createPostgresDatabase
  // and createEmbeddedDatabase leave an existing one as it is), so nothing is removed
  if (!subscription) throw new TenantExistsError(tag);
  try {
    await services.tenants.withTenant(tag, async (db) => {
      await seedReference(db);
      const { adminRoleId, departmentId } = await seedPeople(db);
      await grantAllPermissions(db, adminRoleId);
      await db.insert(users).values({
        name: 'Pano',
        surname: 'Admin',
        email: input.adminEmail.trim().toLowerCase(),
        passwordHash: await hashPassword(input.adminPassword),
        isPanelUser: true,
        roleId: adminRoleId,
        departmentId,
      });
      // Turkey's official holidays of this year and the next: leave counts working days without them
      const year = Number(turkishDay(services.clock.now()).slice(0, 4));
      for (const each of [year, year + 1]) await fillOfficialHolidays(db, each, 'tr');
    });
  } catch (error) {
    await services.tenants.close(tag);
    await services.control.remove(tag);
    // the tag was this creation's (the control database takes a tag once), so the database it placed is too
    // a failed removal is logged: the creation's own error is what the caller must see
    if (!input.databaseUrl)
      await removePlace(services, databaseUrl).catch((removal: unknown) =>
        logger.warn({ err: removal, tag }, 'the database of a failed tenant creation was not removed'),
      );
    throw error;
  }
  return subscription;
}

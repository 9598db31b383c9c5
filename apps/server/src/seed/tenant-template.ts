import type { DatabaseTemplate } from '../tenancy/database-template.ts';
import { templateKey } from '../tenancy/database-template.ts';
import { TENANT_MIGRATIONS } from '../tenancy/migrations.ts';
import { seedPlaces, turkishPlaces } from './reference.seed.ts';

let key: Promise<string> | undefined;

/**
 * What every new tenant database starts as: migrated, with Türkiye's places. Its key hashes the migrations
 * and the places themselves, so a new migration or a new list of places makes a new template.
 */
export async function tenantTemplate(): Promise<DatabaseTemplate> {
  key ??= turkishPlaces()
    .then((places) => templateKey(TENANT_MIGRATIONS, JSON.stringify(places)))
    .catch((error: unknown) => {
      key = undefined;
      throw error;
    });
  return {
    kind: 'tenant',
    key: await key,
    migrationsFolder: TENANT_MIGRATIONS,
    fill: seedPlaces,
  };
}

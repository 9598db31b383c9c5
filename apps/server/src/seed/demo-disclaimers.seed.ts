import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { disclaimerUsers, disclaimers } from '../db/tenant/settings.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { randomSource } from './turkish-names.ts';

const DAY = 86_400_000;

const TEXT = (subject: string) =>
  `${subject}\n\n1. Taraflar: Pano Demo A.Ş. ("Şirket") ile portal kullanıcısı ("Çalışan").\n` +
  '2. Kişisel veriler 6698 sayılı KVKK kapsamında, yalnızca iş ilişkisinin yürütülmesi amacıyla işlenir.\n' +
  '3. Çalışan, portal ve mobil uygulamayı şirket politikalarına uygun kullanmayı kabul eder.\n' +
  '4. Bu metnin güncel sürümü portalda yayımlanır; yeni sürüm yeniden onaylanır.';

/** name, version, active, days ago, share of users who accepted it. */
const DISCLAIMERS: [string, string, boolean, number, number][] = [
  ['Kullanım Sözleşmesi', '1.0.0', false, 400, 0.8],
  ['KVKK Aydınlatma Metni', '1.0.0', false, 380, 0.75],
  ['Kullanım Sözleşmesi', '2.0.0', false, 200, 0.6],
  ['Kullanım ve Gizlilik Sözleşmesi', '2.1.0', true, 20, 0.35],
];

/**
 * The demo tenant's disclaimers: older versions (passive) and the active one, each accepted by a share of
 * the users, on a day after it was published. Deterministic (docs/disclaimers.md).
 */
export async function seedDemoDisclaimers(db: TenantDb): Promise<void> {
  const random = randomSource(20_241_122);
  await db.transaction(async (tx) => {
    const t = tx;
    const ids = (
      await t.select({ id: users.id }).from(users).where(eq(users.isActive, true)).orderBy(asc(users.id))
    ).map((row) => row.id);
    const created = await t
      .insert(disclaimers)
      .values(
        DISCLAIMERS.map(([name, version, isActive, daysAgo], position) => ({
          name,
          version,
          isActive,
          position,
          value: TEXT(name),
          createTime: new Date(Date.now() - daysAgo * DAY),
        })),
      )
      .returning({ id: disclaimers.id, createTime: disclaimers.createTime });
    const acceptances = created.flatMap((disclaimer, i) =>
      ids
        .filter(() => random.next() < (DISCLAIMERS[i]?.[4] ?? 0))
        .map((userId) => ({
          disclaimerId: disclaimer.id,
          userId,
          createTime: new Date(disclaimer.createTime.getTime() + random.int(1, 15 * 24) * 3_600_000),
        })),
    );
    if (acceptances.length) await t.insert(disclaimerUsers).values(acceptances);
  });
}

import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { disasterUserResponses, disasterUsers, disasters } from '../db/tenant/disasters.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { randomSource } from './turkish-names.ts';
import { seedDemoEmployees } from './demo-employees.seed.ts';

const DAY = 86_400_000;

const DISASTERS: [string, string][] = [
  ['Deprem tatbikatı', 'Saat 10:00’da bina tahliye tatbikatı yapılacaktır. Toplanma alanı: otopark.'],
  ['Kadıköy’de su baskını', 'Kadıköy ofisi bodrum katı su bastı. Lütfen durumunuzu bildirin.'],
  ['Deprem: Marmara Denizi (4,9)', 'Silivri açıklarında 4,9 büyüklüğünde deprem. İyi misiniz?'],
  ['Şiddetli fırtına uyarısı', 'AFAD fırtına uyarısı yaptı. Zorunlu olmadıkça dışarı çıkmayın.'],
  ['Maslak’ta yangın', 'Maslak binasında yangın alarmı. Binayı boşaltın ve durumunuzu bildirin.'],
  ['Elektrik kesintisi', 'Ümraniye yerleşkesinde planlı olmayan elektrik kesintisi.'],
  ['Kar yağışı ve buzlanma', 'Yoğun kar yağışı nedeniyle servisler gecikmeli. Güvende misiniz?'],
  ['Deprem: Düzce (5,1)', 'Düzce merkezli 5,1 deprem İstanbul’da da hissedildi. Lütfen bildirin.'],
];

type Random = ReturnType<typeof randomSource>;

function sample(random: Random, ids: number[], count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.length)) chosen.add(random.pick(ids));
  return [...chosen];
}

/** Near İstanbul (41.0, 29.0), 7 decimals. */
const near = (random: Random, centre: number) => Number((centre + (random.next() - 0.5) * 0.12).toFixed(7));

/**
 * The demo tenant's disasters around İstanbul: the portal employees (calisan1–3@pano.local), then 8
 * disasters sent to 20–60 users each, with read receipts and 'I am good' / 'I am not good' responses at
 * positions near 41.0, 29.0. Deterministic (docs/disasters.md).
 */
export async function seedDemoDisasters(db: TenantDb): Promise<void> {
  const random = randomSource(20_241_121);
  await db.transaction(async (tx) => {
    const t = tx;
    const employees = await seedDemoEmployees(t);
    const everyone = (
      await t.select({ id: users.id }).from(users).where(eq(users.isActive, true)).orderBy(asc(users.id))
    ).map((row) => row.id);
    const created = await t
      .insert(disasters)
      .values(
        DISASTERS.map(([title, body], i) => ({
          title,
          body,
          createTime: new Date(Date.now() - (DISASTERS.length - i) * 7 * DAY - random.int(0, 3) * DAY),
        })),
      )
      .returning({ id: disasters.id, createTime: disasters.createTime });
    const recipients: (typeof disasterUsers.$inferInsert)[] = [];
    const responses: (typeof disasterUserResponses.$inferInsert)[] = [];
    for (const disaster of created) {
      const reached = new Set([...employees, ...sample(random, everyone, random.int(20, 60))]);
      for (const userId of reached) {
        const read = random.next() < 0.7;
        const readDate = read ? new Date(disaster.createTime.getTime() + random.int(1, 240) * 60_000) : null;
        recipients.push({ disasterId: disaster.id, userId, isRead: read, readDate });
        if (!readDate || random.next() > 0.6) continue;
        responses.push({
          disasterId: disaster.id,
          userId,
          response: random.next() < 0.75,
          latitude: near(random, 41.0),
          longitude: near(random, 29.0),
          createTime: new Date(readDate.getTime() + random.int(1, 30) * 60_000),
        });
      }
    }
    await t.insert(disasterUsers).values(recipients);
    await t.insert(disasterUserResponses).values(responses);
  });
}

import { asc } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { departments, roles } from '../db/tenant/organization.table.ts';
import { groups, notifications, userGroups, userManagers } from '../db/tenant/people.table.ts';
import { tasks, workSendHistories, works } from '../db/tenant/works.table.ts';
import { users } from '../db/tenant/users.table.ts';
import {
  asciiSlug,
  FEMALE_NAMES,
  MALE_NAMES,
  nationalIdentityNumber,
  randomSource,
  SURNAMES,
} from './turkish-names.ts';

const DEMO_USERS = 299;
const DAY = 86_400_000;

const GROUPS = [
  'Yönetim Kurulu',
  'İSG Komitesi',
  'Sosyal Kulüp',
  'Yazılım Ekibi',
  'Saha Ekibi',
  'Eğitim Koordinasyonu',
  'Gönüllüler',
  'Yeni Başlayanlar',
];

const WORKS: [string, string][] = [
  ['Haftalık Rapor', 'Her cuma gün sonuna kadar haftalık faaliyet raporu girilir.'],
  ['Aylık Envanter Sayımı', 'Depo ve ofis demirbaşlarının aylık sayımı.'],
  ['Müşteri Ziyaretleri', 'Bölge müşterilerine yapılan ziyaretlerin kaydı.'],
  ['Proje Zaman Çizelgesi', 'Projelere harcanan sürenin günlük girişi.'],
  ['Eğitim Katılımı', 'Zorunlu eğitimlere katılım bildirimi.'],
  ['Saha Denetimi', 'Şantiye ve saha güvenlik denetimleri.'],
  ['Bütçe Planlaması', 'Gelecek çeyreğin bütçe kalemlerinin hazırlanması.'],
  ['Yazılım Geliştirme', 'Sprint görevlerine harcanan süre.'],
  ['Destek Talepleri', 'Çözülen destek taleplerinin kaydı.'],
  ['Kalite Kontrol', 'Üretim partilerinin kalite kontrol sonuçları.'],
  ['Satış Görüşmeleri', 'Potansiyel müşterilerle yapılan görüşmeler.'],
  ['Bakım Onarım', 'Planlı ve arıza bakım çalışmaları.'],
];

const TASKS = [
  'Yıllık izin planını onayla',
  'Eğitim anketini doldur',
  'Masraf formunu gönder',
  'Performans değerlendirmesini tamamla',
  'İSG eğitimine katıl',
  'Bilgi güvenliği taahhütnamesini imzala',
  'Müşteri toplantı notlarını paylaş',
  'Stok raporunu güncelle',
  'Sözleşme taslağını incele',
  'Yeni çalışan oryantasyonunu planla',
];

const NOTIFICATIONS = [
  'Yeni bir duyuru yayınlandı.',
  'İzin talebiniz onaylandı.',
  'Size yeni bir görev atandı.',
  'Anket süresi yarın doluyor.',
  'Bordronuz sisteme yüklendi.',
  'Eğitim kaydınız oluşturuldu.',
  'Toplantı saati değişti.',
  'Profil bilgilerinizi güncelleyin.',
];

type Random = ReturnType<typeof randomSource>;

function demoUsers(random: Random, roleIds: number[], departmentIds: number[]) {
  const used = new Set<string>();
  return Array.from({ length: DEMO_USERS }, (_, i) => {
    const female = random.next() < 0.5;
    const name = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const surname = random.pick(SURNAMES);
    let local = asciiSlug(name, surname);
    for (let n = 2; used.has(local); n++) local = `${asciiSlug(name, surname)}${n}`;
    used.add(local);
    // Roles by share: about 2% Admin, 8% Editor, the rest Personel.
    const roll = random.next();
    const roleId = (roll < 0.02 ? roleIds[0] : roll < 0.1 ? roleIds[2] : roleIds[1]) as number;
    const year = random.int(1965, 2003);
    return {
      name,
      surname,
      email: `${local}@demo.pano.local`,
      gsm: `5${random.digits(9)}`,
      nationalityIdentityNumber: nationalIdentityNumber(random),
      companyIdentityNumber: `P${String(10_001 + i)}`,
      departmentId: departmentIds[i % departmentIds.length] as number,
      roleId,
      birthDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      totalDayOff: random.int(0, 60) / 2,
      isPanelUser: roleId !== roleIds[1],
      mobileUniqNo:
        random.next() < 0.6 ? `${random.digits(8)}-${random.digits(4)}-${random.digits(4)}` : null,
      applicationVersion: random.next() < 0.6 ? random.pick(['2.3.0', '2.4.1', '2.5.0']) : null,
      createTime: new Date(Date.now() - random.int(30, 900) * DAY),
    };
  });
}

/** Managers: each department's first person is its head (level 1) under the first manager (level 2). */
function demoManagers(people: { id: number; departmentId: number | null }[]) {
  const heads = new Map<number, number>();
  for (const p of people)
    if (p.departmentId !== null && !heads.has(p.departmentId)) heads.set(p.departmentId, p.id);
  const top = people[0]?.id as number;
  const rows: { userId: number; managerId: number; level: number }[] = [];
  for (const p of people) {
    const head = p.departmentId === null ? undefined : heads.get(p.departmentId);
    if (head !== undefined && head !== p.id) rows.push({ userId: p.id, managerId: head, level: 1 });
    if (p.id !== top && head !== top)
      rows.push({ userId: p.id, managerId: top, level: head === p.id ? 1 : 2 });
  }
  return rows;
}

function sample(random: Random, ids: number[], count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.length)) chosen.add(random.pick(ids));
  return [...chosen];
}

/**
 * The demo tenant's people: about 300 users with Turkish names across the departments and the three
 * roles, managers, groups with members, works with their send histories, open and closed tasks, and
 * notifications, some viewed. Deterministic, and one multi-row insert per table.
 */
export async function seedDemoPeople(db: TenantDb): Promise<void> {
  const random = randomSource(20_240_601);
  await db.transaction(async (tx) => {
    const roleIds = (await tx.select({ id: roles.id }).from(roles).orderBy(asc(roles.id))).map((r) => r.id);
    const departmentIds = (
      await tx.select({ id: departments.id }).from(departments).orderBy(asc(departments.id))
    ).map((d) => d.id);
    await tx.insert(users).values(demoUsers(random, roleIds, departmentIds));
    const people = await tx
      .select({ id: users.id, departmentId: users.departmentId })
      .from(users)
      .orderBy(asc(users.id));
    const ids = people.map((p) => p.id);
    await tx.insert(userManagers).values(demoManagers(people));

    const groupIds = (
      await tx
        .insert(groups)
        .values(GROUPS.map((name) => ({ name })))
        .returning({ id: groups.id })
    ).map((g) => g.id);
    await tx
      .insert(userGroups)
      .values(
        groupIds.flatMap((groupId) =>
          sample(random, ids, random.int(8, 60)).map((userId) => ({ userId, groupId })),
        ),
      );

    const workIds = (
      await tx
        .insert(works)
        .values(WORKS.map(([name, description]) => ({ name, description })))
        .returning({ id: works.id })
    ).map((w) => w.id);
    await tx
      .insert(workSendHistories)
      .values(
        workIds.flatMap((workId) => [
          ...sample(random, groupIds, random.int(0, 2)).map((groupId) => ({ workId, groupId })),
          ...sample(random, ids, random.int(1, 8)).map((userId) => ({ workId, userId })),
        ]),
      );

    await tx.insert(tasks).values(
      Array.from({ length: 150 }, () => ({
        title: random.pick(TASKS),
        description: 'Ayrıntılar için yöneticinizle görüşebilirsiniz.',
        status: random.next() < 0.55 ? 1 : 2,
        userId: random.pick(ids),
        createTime: new Date(Date.now() - random.int(0, 90 * 24) * 3_600_000),
      })),
    );

    await tx.insert(notifications).values(
      ids.flatMap((userId) =>
        Array.from({ length: random.int(0, 5) }, () => {
          const createTime = new Date(Date.now() - random.int(1, 60 * 24) * 3_600_000);
          const viewed = random.next() < 0.45;
          return {
            userId,
            body: random.pick(NOTIFICATIONS),
            isViewed: viewed,
            viewedDate: viewed ? new Date(createTime.getTime() + random.int(5, 48 * 60) * 60_000) : null,
            createTime,
          };
        }),
      ),
    );
  });
}

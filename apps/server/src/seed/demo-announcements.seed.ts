import { and, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import type { TenantFiles } from '../files/tenant-files.ts';
import type { UploadKind } from '../files/stored-types.ts';
import { acceptUpload } from '../files/accept-upload.ts';
import {
  announcementCategories,
  announcementMultimedias,
  announcementSendHistories,
  announcementUsers,
  announcements,
} from '../db/tenant/announcements.table.ts';
import { groups, notifications, userGroups } from '../db/tenant/people.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { insertInBatches } from '../modules/people/recipients.ts';
import { sanitizeBody } from '../modules/announcements/sanitize-body.ts';
import { DEMO_JPEG, demoPdf, demoPng } from './demo-announcement-media.ts';
import { randomSource } from './turkish-names.ts';

const COUNT = 200;
const DAY = 86_400_000;

const TITLES = [
  'Yeni yemekhane menüsü yayında',
  'Yaz dönemi servis saatleri',
  'Yangın tatbikatı duyurusu',
  'Bilgi güvenliği eğitimi',
  'Yılbaşı kutlaması',
  'Ofis taşınma takvimi',
  'Sağlık taraması randevuları',
  'Yeni izin politikası',
  'Kan bağışı kampanyası',
  'Çeyrek sonuçları paylaşımı',
  'Otopark düzenlemesi',
  'Spor turnuvası kayıtları',
  'Sistem bakımı bildirimi',
  'Yeni çalışanlarımıza hoş geldiniz',
  'Ergonomi semineri',
  'Çocuklar için yaz okulu',
  'Servis güzergâhı değişikliği',
  'İş güvenliği haftası',
  'Öneri ödülleri açıklandı',
  'Uzaktan çalışma rehberi',
];
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const PARAGRAPHS = [
  'Değerli çalışma arkadaşlarımız, ayrıntıları aşağıda bulabilirsiniz.',
  'Sorularınız için İnsan Kaynakları ekibimize her zaman ulaşabilirsiniz.',
  'Katılımınız bizim için çok değerli; lütfen takviminizi buna göre planlayın.',
  'Uygulama tüm lokasyonlarda aynı gün başlayacaktır.',
  'Geri bildirimleriniz doğrultusunda süreç yeniden düzenlenmiştir.',
];
const COLOURS: [readonly [number, number, number], readonly [number, number, number], number][] = [
  [[84, 67, 196], [253, 87, 57], 3],
  [[22, 160, 133], [241, 196, 15], 5],
  [[41, 128, 185], [236, 240, 241], 2],
  [[192, 57, 43], [142, 68, 173], 4],
  [[39, 174, 96], [52, 73, 94], 6],
  [[243, 156, 18], [44, 62, 80], 3],
];

interface StoredFile {
  fileName: string;
  filePath: string;
  fileExtension: string;
}

async function store(
  files: TenantFiles,
  fileName: string,
  bytes: Buffer,
  kind: UploadKind,
): Promise<StoredFile> {
  const upload = acceptUpload({ fileName, fileBase64String: bytes.toString('base64') }, [kind]);
  return { fileName, filePath: await files.save(upload), fileExtension: upload.extension };
}

/** A handful of files, stored once; the announcements point at them (a delete keeps shared files). */
async function storeFiles(files: TenantFiles) {
  const images: StoredFile[] = [];
  for (const [index, [from, to, stripes]] of COLOURS.entries())
    images.push(await store(files, `gorsel-${index + 1}.png`, demoPng(from, to, stripes), 'image'));
  images.push(await store(files, 'fotograf.jpg', DEMO_JPEG, 'image'));
  const pdfs = [
    await store(files, 'duyuru-eki.pdf', demoPdf('Pano - duyuru eki'), 'pdf'),
    await store(files, 'katilim-formu.pdf', demoPdf('Pano - katilim formu'), 'pdf'),
  ];
  return { images, pdfs };
}

function bodyOf(
  random: ReturnType<typeof randomSource>,
  image: StoredFile | null,
  files: TenantFiles,
): string {
  const first = random.pick(PARAGRAPHS);
  const second = random.pick(PARAGRAPHS);
  const list = random.next() < 0.4 ? '<ul><li>Tarih: takvimde</li><li>Yer: merkez ofis</li></ul>' : '';
  const picture = image ? `<p><img src="${image.filePath}" alt="${image.fileName}"></p>` : '';
  return sanitizeBody(`<p><strong>${first}</strong></p>${picture}<p>${second}</p>${list}`, (path) =>
    files.owns(path),
  );
}

/**
 * About 200 demo announcements across the active categories (seeded before), sent to demo users or groups,
 * with images (one cover) and pdfs, recipients resolved and notifications for notifying categories. No
 * categories: nothing is seeded.
 */
export async function seedDemoAnnouncements(db: TenantDb, files: TenantFiles): Promise<void> {
  const categories = await db
    .select({ id: announcementCategories.id, isNotification: announcementCategories.isNotification })
    .from(announcementCategories)
    .where(eq(announcementCategories.isActive, true));
  const people = await db.select({ id: users.id }).from(users).where(eq(users.isActive, true));
  if (!categories.length || !people.length) return;
  const random = randomSource(20_240_715);
  const userIds = people.map((p) => p.id);
  const groupIds = (await db.select({ id: groups.id }).from(groups)).map((g) => g.id);
  const members = await db
    .select({ groupId: userGroups.groupId, userId: userGroups.userId })
    .from(userGroups)
    .innerJoin(users, and(eq(users.id, userGroups.userId), eq(users.isActive, true)))
    .where(inArray(userGroups.groupId, groupIds.length ? groupIds : [0]));
  const { images, pdfs } = await storeFiles(files);

  const plans = Array.from({ length: COUNT }, (_, index) => {
    const category = random.pick(categories);
    const inline = random.next() < 0.3 ? random.pick(images) : null;
    return {
      row: {
        title: `${random.pick(TITLES)} (${random.pick(MONTHS)})`,
        spotText: random.next() < 0.7 ? random.pick(PARAGRAPHS) : null,
        body: bodyOf(random, inline, files),
        categoryId: category.id,
        createTime: new Date(Date.now() - (COUNT - index) * (DAY / 2) - random.int(0, 600) * 60_000),
      },
      notifies: category.isNotification,
      byGroups: groupIds.length > 0 && random.next() < 0.4,
      random: random.int(0, 1_000_000),
    };
  });
  const inserted = await db
    .insert(announcements)
    .values(plans.map((p) => p.row))
    .returning({ id: announcements.id });

  const histories: (typeof announcementSendHistories.$inferInsert)[] = [];
  const reached: { announcementId: number; userId: number }[] = [];
  const notes: { userId: number; body: string }[] = [];
  const media: (typeof announcementMultimedias.$inferInsert)[] = [];
  inserted.forEach(({ id: announcementId }, index) => {
    const plan = plans[index];
    if (!plan) return;
    const pick = randomSource(plan.random);
    const chosen = new Set<number>();
    let recipients: number[];
    if (plan.byGroups) {
      while (chosen.size < Math.min(pick.int(1, 2), groupIds.length)) chosen.add(pick.pick(groupIds));
      for (const groupId of chosen) histories.push({ announcementId, groupId });
      recipients = [...new Set(members.filter((m) => chosen.has(m.groupId)).map((m) => m.userId))];
    } else {
      while (chosen.size < Math.min(pick.int(3, 25), userIds.length)) chosen.add(pick.pick(userIds));
      for (const userId of chosen) histories.push({ announcementId, userId });
      recipients = [...chosen];
    }
    for (const userId of recipients) reached.push({ announcementId, userId });
    if (plan.notifies) for (const userId of recipients) notes.push({ userId, body: plan.row.title });
    const count = pick.int(0, 5);
    const start = pick.int(0, images.length - 1);
    for (let k = 0; k < count; k++) {
      const image = images[(start + k) % images.length] as StoredFile;
      media.push({ announcementId, ...image, isCover: k === 0 });
    }
    if (pick.next() < 0.35)
      media.push({ announcementId, ...(pick.pick(pdfs) as StoredFile), isCover: false });
  });
  await insertInBatches(histories, (batch) => db.insert(announcementSendHistories).values(batch));
  await insertInBatches(reached, (batch) => db.insert(announcementUsers).values(batch));
  await insertInBatches(notes, (batch) => db.insert(notifications).values(batch));
  await insertInBatches(media, (batch) => db.insert(announcementMultimedias).values(batch));
}

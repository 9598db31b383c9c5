import type { TenantDb } from '../db/tenant-db.ts';
import { announcementCategories } from '../db/tenant/announcements.table.ts';
import { complaints, complaintTypes } from '../db/tenant/complaints.table.ts';
import { randomSource } from './turkish-names.ts';

const DAY = 86_400_000;
const COMPLAINTS = 60;

/** name, icon, notifies, active: some notify, one is passive. */
const CATEGORIES: [string, string, boolean, boolean][] = [
  ['Genel Duyurular', 'Campaign', true, true],
  ['İnsan Kaynakları', 'Groups', true, true],
  ['Etkinlikler', 'Celebration', false, true],
  ['İş Sağlığı ve Güvenliği', 'HealthAndSafety', true, true],
  ['Eğitim', 'School', false, true],
  ['Yemekhane', 'Restaurant', false, true],
  ['Ulaşım ve Servis', 'DirectionsBus', false, true],
  ['Eski Kampanyalar', 'Savings', false, false],
];

const TYPES = ['Çalışma Ortamı', 'Yönetim', 'Yemekhane', 'Servis', 'İş Güvenliği', 'Diğer'];

const TEXTS = [
  'Öğle yemeğinde çıkan çorba çoğu gün soğuk geliyor, ısıtılmasını rica ediyoruz.',
  'Sabah servisi son iki haftadır düzenli olarak 15 dakika geç kalıyor.',
  'Üçüncü kattaki klima çalışmıyor; öğleden sonra ofis çok ısınıyor.',
  'Toplantı odaları önceden ayrılmış olmasına rağmen başka ekipler tarafından kullanılıyor.',
  'Depo girişindeki basamakta kaymaz bant yıprandı, düşme tehlikesi var.',
  'Fazla mesai ücretleri bordroda eksik görünüyor, kontrol edilmesini istiyoruz.',
  'Otoparkta aydınlatma yetersiz, akşam çıkışlarında güvenlik sorunu yaşanıyor.',
  'Yemekhanede vejetaryen seçenek çok sınırlı; çeşitlendirilmesini öneriyorum.',
  'Yöneticimiz izin taleplerine geç dönüş yapıyor, planlama zorlaşıyor.',
  'Tuvaletlerde sabun ve kâğıt havlu sık sık bitiyor.',
  'Şantiyede baret ve eldiven stoğu yetersiz, yeni gelenlere ekipman verilemiyor.',
  'Çay ocağındaki su ısıtıcısı arızalı, değiştirilmesi gerekiyor.',
  'Gürültü nedeniyle açık ofiste telefon görüşmesi yapmak çok zor.',
  'Servis güzergâhı değişti ama çalışanlara duyurulmadı.',
  'Eğitim programları mesai sonrasına konuluyor, ulaşım sorunu yaşıyoruz.',
  'İş güvenliği uyarı levhalarının bir kısmı düşmüş, yenilenmeli.',
];

/**
 * Demo announcement categories with icons (announcements are seeded right after and use them), complaint
 * types and 60 anonymous complaints spread over the last months; one description starts with '=' to show that
 * the Excel export keeps it as text.
 */
export async function seedDemoComplaints(db: TenantDb): Promise<void> {
  await db
    .insert(announcementCategories)
    .values(
      CATEGORIES.map(([name, icon, isNotification, isActive]) => ({ name, icon, isNotification, isActive })),
    );
  const types = await db
    .insert(complaintTypes)
    .values(TYPES.map((name) => ({ name })))
    .returning({ id: complaintTypes.id });
  const random = randomSource(4242);
  const now = Date.UTC(2026, 10, 20, 12);
  const rows = Array.from({ length: COMPLAINTS }, (_, index) => ({
    complaintTypeId: random.pick(types).id,
    description:
      index === 7
        ? '=SUM(A1:A9) hücresi gibi görünen bu metin Excel dosyasında da düz metin kalmalı.'
        : random.pick(TEXTS),
    createTime: new Date(now - index * DAY * 1.5 - random.int(0, 36_000_000)),
  }));
  await db.insert(complaints).values(rows);
}

import { eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { roles } from '../db/tenant/organization.table.ts';
import {
  demandReasons,
  documentTypes,
  educationStatuses,
  employmentTypes,
  jobLeaveReasons,
  jobPositions,
  languages,
  ratingItems,
  ratingResults,
  ratingTypes,
  staffDemandRoles,
} from '../db/tenant/recruitment.table.ts';
import type { lookupTable } from '../db/tenant/reference.table.ts';
import { workflows } from '../db/tenant/workflows.table.ts';

type LookupTable = ReturnType<typeof lookupTable>;

/** The recruitment lookups' demo values; the last of some is passive, so 'Pasifleri göster' has something. */
const LOOKUPS: readonly [LookupTable, readonly string[], readonly string[]][] = [
  [
    demandReasons,
    ['Yeni pozisyon', 'İstifa eden çalışanın yerine', 'İş yükü artışı', 'Dönemsel ihtiyaç'],
    ['Proje başlangıcı'],
  ],
  [documentTypes, ['Özgeçmiş', 'Diploma', 'Nüfus cüzdanı fotokopisi', 'Referans mektubu', 'Sertifika'], []],
  [
    educationStatuses,
    ['İlkokul', 'Ortaokul', 'Lise', 'Ön lisans', 'Lisans', 'Yüksek lisans', 'Doktora'],
    ['Okuryazar'],
  ],
  [employmentTypes, ['Tam zamanlı', 'Yarı zamanlı', 'Stajyer', 'Sözleşmeli', 'Uzaktan'], ['Mevsimlik']],
  [
    jobLeaveReasons,
    ['Daha iyi bir iş teklifi', 'Taşınma', 'Emeklilik', 'Sağlık nedenleri', 'Eğitime devam'],
    ['Askerlik'],
  ],
  [
    jobPositions,
    [
      'Yazılım geliştirici',
      'İnsan kaynakları uzmanı',
      'Muhasebe uzmanı',
      'Satış temsilcisi',
      'Depo sorumlusu',
    ],
    [],
  ],
  [languages, ['Türkçe', 'İngilizce', 'Almanca', 'Arapça', 'Rusça'], ['Latince']],
];

/** The demo rating type and its five criteria (docs/recruitment.md). */
export const DEMO_RATING = {
  type: 'Teknik mülakat',
  items: ['Alan bilgisi', 'Problem çözme', 'İletişim', 'Takım çalışması', 'Öğrenme isteği'],
  otherTypes: ['Yetkinlik mülakatı', 'Deneme süresi değerlendirmesi'],
  /** Each result with the workflow it starts (the demo's workflows, docs/workflows.md). */
  results: [
    { name: 'Olumlu', workflow: 'Yönetici ve İK onayı' },
    { name: 'Olumsuz', workflow: 'İK onayı' },
    { name: 'Beklemede', workflow: 'Yönetici onayı' },
  ],
  /** The workflow staff demands of role Personel run. */
  staffDemand: { role: 'Personel', workflow: 'Yönetici ve İK onayı' },
} as const;

async function idOf(db: TenantDb, table: typeof workflows | typeof roles, name: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row?.id;
}

/**
 * Demo recruitment definitions (docs/recruitment.md): every lookup with Turkish values (a passive one in
 * most), the rating type 'Teknik mülakat' with five criteria, the rating results 'Olumlu', 'Olumsuz' and
 * 'Beklemede' with their workflows, and the staff-demand workflow of role Personel. After the workflows.
 */
export async function seedDemoRecruitment(db: TenantDb): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, active, passive] of LOOKUPS)
      await tx
        .insert(table)
        .values([...active.map((name) => ({ name })), ...passive.map((name) => ({ name, isActive: false }))]);
    const types = await tx
      .insert(ratingTypes)
      .values([DEMO_RATING.type, ...DEMO_RATING.otherTypes].map((name) => ({ name })))
      .returning({ id: ratingTypes.id });
    const technical = (types[0] as { id: number }).id;
    await tx.insert(ratingItems).values(DEMO_RATING.items.map((name) => ({ name, ratingTypeId: technical })));
    const results = [];
    for (const { name, workflow } of DEMO_RATING.results) {
      const workflowId = await idOf(tx, workflows, workflow);
      if (workflowId) results.push({ name, workflowId });
    }
    if (results.length) await tx.insert(ratingResults).values(results);
    const roleId = await idOf(tx, roles, DEMO_RATING.staffDemand.role);
    const workflowId = await idOf(tx, workflows, DEMO_RATING.staffDemand.workflow);
    if (roleId && workflowId) await tx.insert(staffDemandRoles).values({ roleId, workflowId });
  });
}

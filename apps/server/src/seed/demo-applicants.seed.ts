import { eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { applicantOffers, applicantOperations, applicants } from '../db/tenant/applicants.table.ts';
import { departments, roles } from '../db/tenant/organization.table.ts';
import { educationStatuses, employmentTypes, jobPositions } from '../db/tenant/recruitment.table.ts';
import { users } from '../db/tenant/users.table.ts';

type Stage = 'new' | 'interviewing' | 'offered' | 'declined' | 'hired';

/**
 * The demo applicants (docs/recruitment.md, Demo data), by e-mail so the interviews' demo finds them:
 * a dozen in different stages — new, interviewing (the interviews demo scores them), offered, declined, hired.
 * The last (the list's first row, newest first) has interviews and a waiting offer, so the first row leads to
 * every tab of an applicant's page; each applicant came three days after the one before, the last 12 days ago.
 */
const PEOPLE: readonly (readonly [string, string, string, string, string, Stage])[] = [
  ['Elif', 'Arslan', 'Lisans', 'Tam zamanlı', 'Yazılım geliştirici', 'hired'],
  ['Selin', 'Koç', 'Lisans', 'Tam zamanlı', 'İnsan kaynakları uzmanı', 'interviewing'],
  ['Emre', 'Şahin', 'Ön lisans', 'Yarı zamanlı', 'Depo sorumlusu', 'interviewing'],
  ['Zeynep', 'Aydın', 'Lisans', 'Stajyer', 'Muhasebe uzmanı', 'declined'],
  ['Mert', 'Çelik', 'Lise', 'Tam zamanlı', 'Satış temsilcisi', 'new'],
  ['Deniz', 'Öztürk', 'Lisans', 'Uzaktan', 'Yazılım geliştirici', 'interviewing'],
  ['Ayşe', 'Kara', 'Doktora', 'Sözleşmeli', 'İnsan kaynakları uzmanı', 'new'],
  ['Can', 'Erdoğan', 'Lisans', 'Tam zamanlı', 'Satış temsilcisi', 'offered'],
  ['Ece', 'Demir', 'Ön lisans', 'Yarı zamanlı', 'Depo sorumlusu', 'new'],
  ['Kaan', 'Polat', 'Yüksek lisans', 'Tam zamanlı', 'Muhasebe uzmanı', 'interviewing'],
  ['İrem', 'Güneş', 'Lisans', 'Stajyer', 'Yazılım geliştirici', 'new'],
  ['Burak', 'Yıldız', 'Yüksek lisans', 'Tam zamanlı', 'Yazılım geliştirici', 'offered'],
];

/** ASCII e-mail of a Turkish name: 'Burak Yıldız' → burak.yildiz@aday.example. */
const emailOf = (name: string, surname: string) =>
  `${name}.${surname}@aday.example`
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export const DEMO_APPLICANTS = PEOPLE.map(([name, surname, education, employment, position, stage]) => ({
  name,
  surname,
  email: emailOf(name, surname),
  education,
  employment,
  position,
  stage,
}));

const DAY = 86_400_000;

async function idsByName(
  db: TenantDb,
  table: typeof educationStatuses | typeof employmentTypes | typeof jobPositions,
) {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The demo applicants with their operations lines and offers: two waiting offers, a declined one, and
 * Elif Arslan's accepted offer that became a user (role Personel) — the hire the panel shows. Interviews
 * are added by the interviews' demo (it finds these applicants by e-mail). After the recruitment lookups.
 */
export async function seedDemoApplicants(db: TenantDb, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const education = await idsByName(tx, educationStatuses);
    const employment = await idsByName(tx, employmentTypes);
    const positions = await idsByName(tx, jobPositions);
    const [admin] = await tx.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    const by = admin?.id ?? null;
    for (const [index, person] of DEMO_APPLICANTS.entries()) {
      const createTime = new Date(now.getTime() - (45 - index * 3) * DAY);
      const [row] = await tx
        .insert(applicants)
        .values({
          name: person.name,
          surname: person.surname,
          email: person.email,
          gsm: `53${String(10_000_000 + index * 7_654_321).slice(0, 8)}`,
          reference:
            index % 3 === 0 ? 'Kariyer fuarı' : index % 3 === 1 ? 'İş ilanı sitesi' : 'Çalışan önerisi',
          birthDate: `${1990 + index}-0${(index % 9) + 1}-15`,
          cityId: [34, 6, 35][index % 3],
          educationStatusId: education.get(person.education),
          employmentTypeId: employment.get(person.employment),
          jobPositionId: positions.get(person.position),
          createdById: by,
          createTime,
        })
        .returning({ id: applicants.id });
      const applicantId = row?.id ?? 0;
      const lines: (typeof applicantOperations.$inferInsert)[] = [
        { applicantId, userId: by, event: 'created', detail: {}, createTime },
      ];
      if (person.stage === 'offered' || person.stage === 'declined' || person.stage === 'hired') {
        const decided = person.stage !== 'offered';
        const state =
          person.stage === 'offered' ? 'waiting' : person.stage === 'declined' ? 'declined' : 'accepted';
        const offerTime = new Date(createTime.getTime() + 10 * DAY);
        const description = `${person.position} pozisyonu için tam zamanlı teklif`;
        await tx.insert(applicantOffers).values({
          applicantId,
          description,
          state,
          startDate: state === 'accepted' ? '2026-12-01' : null,
          isCompleted: decided,
          completedDate: decided ? new Date(offerTime.getTime() + 3 * DAY) : null,
          createdById: by,
          createTime: offerTime,
        });
        lines.push({
          applicantId,
          userId: by,
          event: 'offerCreated',
          detail: { description },
          createTime: offerTime,
        });
        if (state === 'declined')
          lines.push({
            applicantId,
            userId: by,
            event: 'offerDeclined',
            detail: { state },
            createTime: new Date(offerTime.getTime() + 3 * DAY),
          });
        if (state === 'accepted') {
          const at = new Date(offerTime.getTime() + 3 * DAY);
          lines.push({
            applicantId,
            userId: by,
            event: 'offerAccepted',
            detail: { state, startDate: '2026-12-01' },
            createTime: at,
          });
          const hiredUserId = await hire(tx, person);
          await tx.update(applicants).set({ hiredUserId }).where(eq(applicants.id, applicantId));
          lines.push({
            applicantId,
            userId: by,
            event: 'hired',
            detail: { fullName: `${person.name} ${person.surname}` },
            createTime: at,
          });
        }
      }
      await tx.insert(applicantOperations).values(lines);
    }
  });
}

/** The hired applicant's user: role Personel in the first department, without a password (an employee). */
async function hire(db: TenantDb, person: (typeof DEMO_APPLICANTS)[number]): Promise<number | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel'));
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .orderBy(departments.id)
    .limit(1);
  if (!role || !department) return null;
  const [user] = await db
    .insert(users)
    .values({
      name: person.name,
      surname: person.surname,
      email: person.email,
      roleId: role.id,
      departmentId: department.id,
    })
    .returning({ id: users.id });
  return user?.id ?? null;
}

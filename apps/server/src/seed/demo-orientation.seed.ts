import { and, asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { forms } from '../db/tenant/forms.table.ts';
import {
  orientationForms,
  orientationInformations,
  orientationQuizzes,
  orientationUsers,
} from '../db/tenant/orientation.table.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { quizzes } from '../db/tenant/quizzes.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';

/** The demo's orientation (docs/navigation.md, Orientation): a form calisan1 filled and a quiz she has not taken. */
export const DEMO_ORIENTATION = {
  name: 'Yeni başlayanlar',
  description: 'İlk haftanızda doldurmanız gereken anket ve tamamlamanız gereken iş güvenliği quizi.',
  form: 'Çalışan memnuniyet anketi',
  quiz: 'İş sağlığı ve güvenliği',
  role: 'Personel',
  responsibleEmail: 'admin@pano.local',
} as const;

async function idOf(db: TenantDb, table: typeof forms | typeof quizzes | typeof roles, name: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row?.id;
}

async function userIdOf(db: TenantDb, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** The demo administrator, else the tenant's first active panel user. */
async function responsibleId(db: TenantDb) {
  const admin = await userIdOf(db, DEMO_ORIENTATION.responsibleEmail);
  if (admin) return admin;
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isPanelUser, true), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * The orientation 'Yeni başlayanlar' for role Personel with a demo form and quiz, and calisan1 in it with
 * the demo administrator responsible: she has filled the form and not taken the quiz yet (1 / 2), so
 * finishing the quiz in the app completes it and notifies the administrator. After forms and quizzes.
 */
export async function seedDemoOrientation(db: TenantDb): Promise<void> {
  const roleId = await idOf(db, roles, DEMO_ORIENTATION.role);
  const formId = await idOf(db, forms, DEMO_ORIENTATION.form);
  const quizId = await idOf(db, quizzes, DEMO_ORIENTATION.quiz);
  const userId = await userIdOf(db, DEMO_EMPLOYEES[0].email);
  const responsibleUserId = await responsibleId(db);
  if (!roleId || !formId || !quizId || !userId) return;
  await db.transaction(async (tx) => {
    const [orientation] = await tx
      .insert(orientationInformations)
      .values({ name: DEMO_ORIENTATION.name, description: DEMO_ORIENTATION.description })
      .returning({ id: orientationInformations.id });
    const orientationInformationId = orientation!.id;
    await tx.insert(orientationForms).values({ orientationInformationId, roleId, formId });
    await tx.insert(orientationQuizzes).values({ orientationInformationId, roleId, quizId });
    await tx.insert(orientationUsers).values({
      orientationInformationId,
      userId,
      responsibleUserId,
      description: 'İlk hafta: anket ve iş güvenliği quizi',
    });
  });
}

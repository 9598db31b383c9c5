import { eq, inArray } from 'drizzle-orm';
import { DisciplineWorkflowType, formBuildInput } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { disciplineCases, disciplineRoles, disciplineWorkflows } from '../db/tenant/discipline.table.ts';
import { forms } from '../db/tenant/forms.table.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { workflows } from '../db/tenant/workflows.table.ts';
import { disciplineFormOf, saveAnswers } from '../modules/discipline/discipline-forms.ts';
import { saveFormStructure } from '../modules/forms/build-form.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import type { DemoEngine } from './demo-engine.ts';
import { runDemoRequest } from './demo-requests.ts';

const DAY = 86_400_000;
/** The demo's "today" (the other demo data is dated around it too). */
const NOW = Date.UTC(2026, 10, 20, 10);

/** The discipline form: what happened, when, who saw it, and the yes/no of a first warning. */
const CATEGORIES = [
  {
    name: 'Olay',
    items: [
      { name: 'Olayın açıklaması', formElementId: 2, isRequired: true },
      { name: 'Olay tarihi', formElementId: 7, isRequired: true },
      { name: 'Tanıklar', formElementId: 1 },
      { name: 'Daha önce sözlü uyarı yapıldı', formElementId: 6 },
    ],
  },
];

/**
 * Discipline (docs/discipline.md): the form 'Disiplin tutanağı' for Personel, its request workflow
 * ('Yönetici onayı') and defence result workflow ('İK onayı'), and one case — calisan2 about calisan1,
 * approved by calisan2's manager, now waiting for calisan1's defence (calisan1 sees it on the portal).
 */
export async function seedDemoDiscipline(db: TenantDb, engine: DemoEngine): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_EMPLOYEES[0]!.email, DEMO_EMPLOYEES[1]!.email]));
  const accused = people.find((p) => p.email === DEMO_EMPLOYEES[0]!.email);
  const requester = people.find((p) => p.email === DEMO_EMPLOYEES[1]!.email);
  const at = new Date(NOW - 3 * DAY);
  const made = await db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel'));
    const flows = await tx.select({ id: workflows.id, name: workflows.name }).from(workflows);
    const flow = (name: string) => flows.find((w) => w.name === name)?.id;
    const request = flow('Yönetici onayı');
    const defence = flow('İK onayı');
    if (!role || !request || !defence) return null;
    const [form] = await tx.insert(forms).values({ name: 'Disiplin tutanağı' }).returning({ id: forms.id });
    await saveFormStructure(tx, form!.id, formBuildInput.parse({ formId: form!.id, categories: CATEGORIES }));
    await tx.insert(disciplineRoles).values({ roleId: role.id, formId: form!.id });
    await tx.insert(disciplineWorkflows).values([
      { roleId: role.id, workflowId: request, type: DisciplineWorkflowType.Request },
      { roleId: role.id, workflowId: defence, type: DisciplineWorkflowType.Defence },
    ]);
    if (!requester || !accused) return null;
    const open = await disciplineFormOf(tx, requester.id);
    const [what, when, witnesses] = open.categories[0]!.items.map((item) => item.id);
    const requestFormUserId = await saveAnswers(
      tx,
      {
        formId: open.id,
        versionId: open.versionId,
        categories: open.categories,
        userId: requester.id,
        workflowId: request,
      },
      [
        { formItemId: what!, value: 'Müşteri toplantısına haber vermeden katılmadı; toplantı ertelendi.' },
        { formItemId: when!, value: '2026-11-12' },
        { formItemId: witnesses!, value: 'Zeynep Aksoy' },
      ],
    );
    const [row] = await tx
      .insert(disciplineCases)
      .values({ requesterId: requester.id, employeeId: accused.id, requestFormUserId, createTime: at })
      .returning({ id: disciplineCases.id });
    return { caseId: row!.id, requesterId: requester.id, workflowId: request };
  });
  if (!made) return;
  await runDemoRequest(
    db,
    engine,
    {
      kind: 'discipline',
      subjectId: made.caseId,
      requesterId: made.requesterId,
      workflowId: made.workflowId,
    },
    at,
    { decide: [{ command: 'Onayla' }] },
  );
}

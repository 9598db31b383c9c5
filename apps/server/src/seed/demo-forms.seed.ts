import { eq } from 'drizzle-orm';
import {
  elementCode,
  formBuildInput,
  FormStatus,
  OPTION_ELEMENTS,
  type FormElementCode,
} from '@pano/contract';
import type { TenantDb, TenantTx } from '../db/tenant-db.ts';
import { formRoles, forms, formUserAnswers, formUsers } from '../db/tenant/forms.table.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { workflows } from '../db/tenant/workflows.table.ts';
import { saveFormStructure } from '../modules/forms/build-form.ts';
import { liveStructure, readStructure, type StructureItem } from '../modules/forms/form-structure.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import { DEMO_FORMS, DEMO_SUBMISSIONS } from './demo-forms.data.ts';
import type { DemoEngine } from './demo-engine.ts';
import { runDemoRequest, type DemoPlan } from './demo-requests.ts';

const DAY = 86_400_000;
/** The demo's "today" (the other demo data is dated around it too). */
const NOW = Date.UTC(2026, 10, 20, 10);

async function idsByName(tx: TenantTx, table: typeof workflows | typeof roles) {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A valid answer for an item (an option — one per row of a matrix —, a date, a yes, some text). */
function answerFor(item: StructureItem, seed: number): string | null {
  const code = elementCode(item.formElementId) as FormElementCode;
  const pick = (n: number) => item.options[n % item.options.length]?.id;
  if (code === 'matrix' && item.matrixRows.length)
    return JSON.stringify(Object.fromEntries(item.matrixRows.map((row, n) => [row, pick(seed + n)])));
  if (OPTION_ELEMENTS.includes(code)) return String(item.options[seed % item.options.length]?.id);
  if (code === 'checkbox') return seed % 2 ? 'true' : 'false';
  if (code === 'datetime') return '2024-0' + String(1 + (seed % 9)) + '-15';
  if (code === 'label') return null;
  return code === 'textboxarea'
    ? 'Yeni dizüstü bilgisayar ihtiyacım var, mevcut cihaz yavaş.'
    : 'Satış ekibi';
}

/**
 * Demo forms (docs/forms.md): forms built through the builder's save (every element type), their roles and
 * workflows, and the demo employees' submissions — waiting, approved and rejected — run through the
 * workflow engine (docs/approvals.md), so their approval trails are real.
 */
export async function seedDemoForms(db: TenantDb, engine: DemoEngine): Promise<void> {
  const submissions = await db.transaction(async (tx) => {
    const missing = ['Yönetici onayı', 'Yönetici ve İK onayı', 'İK onayı'];
    const existing = await idsByName(tx, workflows);
    const add = missing.filter((name) => !existing.has(name));
    if (add.length) await tx.insert(workflows).values(add.map((name) => ({ name })));
    const workflowId = await idsByName(tx, workflows);
    const roleId = await idsByName(tx, roles);
    const made: { id: number; versionId: number }[] = [];
    for (const demo of DEMO_FORMS) {
      const [form] = await tx.insert(forms).values({ name: demo.name }).returning({ id: forms.id });
      const input = formBuildInput.parse({ formId: form!.id, categories: demo.categories });
      const versionId = await saveFormStructure(tx, form!.id, input);
      await tx.insert(formRoles).values(
        demo.roles.map((r) => ({
          formId: form!.id,
          roleId: roleId.get(r.role) as number,
          workflowId: workflowId.get(r.workflow) as number,
        })),
      );
      made.push({ id: form!.id, versionId });
    }
    const waiting: { id: number; userId: number; workflowId: number; sentAt: Date; plan: DemoPlan }[] = [];
    for (const [n, submission] of DEMO_SUBMISSIONS.entries()) {
      const form = made[submission.form]!;
      const demo = DEMO_FORMS[submission.form]!;
      const [employee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_EMPLOYEES[submission.employee]!.email));
      if (!employee) continue;
      const sentAt = new Date(NOW - submission.daysAgo * DAY);
      const flow = workflowId.get(demo.roles[0].workflow) as number;
      const [row] = await tx
        .insert(formUsers)
        .values({
          formId: form.id,
          formVersionId: form.versionId,
          userId: employee.id,
          workflowId: flow,
          formStatusId: FormStatus.Waiting,
          createTime: sentAt,
        })
        .returning({ id: formUsers.id });
      const items = liveStructure(await readStructure(tx, form.id)).flatMap((c) => c.items);
      const answers = items
        .map((item) => ({ formUserId: row!.id, formItemId: item.id, value: answerFor(item, n) }))
        .filter((a) => a.value !== null);
      await tx.insert(formUserAnswers).values(answers);
      const decide = submission.trail.flatMap((step) =>
        step.command === null
          ? []
          : [{ command: step.command === 2 ? 'Reddet' : 'Onayla', description: step.description }],
      );
      waiting.push({ id: row!.id, userId: employee.id, workflowId: flow, sentAt, plan: { decide } });
    }
    return waiting;
  });
  // each submission runs its form role's workflow through the engine, decided as its trail says
  for (const s of submissions)
    await runDemoRequest(
      db,
      engine,
      { kind: 'form', subjectId: s.id, requesterId: s.userId, workflowId: s.workflowId },
      s.sentAt,
      s.plan,
    );
}

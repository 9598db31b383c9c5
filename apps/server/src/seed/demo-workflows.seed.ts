import { and, asc, eq } from 'drizzle-orm';
import { NOTIFICATION_PUSH, OperationCode } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { groups, userGroups } from '../db/tenant/people.table.ts';
import { statuses } from '../db/tenant/reference.table.ts';
import { users } from '../db/tenant/users.table.ts';
import {
  workflowItemCommands,
  workflowItemOperationTypes,
  workflowItems,
  workflows,
} from '../db/tenant/workflows.table.ts';
import { insertStep } from '../modules/workflows/insert-step.ts';
import { saveDetails } from '../modules/workflows/save-step.ts';

const HR_GROUP = 'İnsan Kaynakları';

async function idOf(db: TenantDb, table: typeof workflows | typeof statuses | typeof groups, name: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (row) return row.id;
  const [made] = await db.insert(table).values({ name }).returning({ id: table.id });
  return (made as { id: number }).id;
}

/** The HR group with a few active employees, made when the demo has none. */
async function hrGroup(db: TenantDb): Promise<number> {
  const groupId = await idOf(db, groups, HR_GROUP);
  const [member] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId))
    .limit(1);
  if (!member) {
    const people = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), eq(users.isPanelUser, false)))
      .orderBy(asc(users.id))
      .limit(3);
    if (people.length) await db.insert(userGroups).values(people.map((p) => ({ userId: p.id, groupId })));
  }
  return groupId;
}

/** The steps an approval step's decisions lead to, in the order of its decisions. */
async function decisionSteps(db: TenantDb, approvalId: number): Promise<number[]> {
  const rows = await db
    .select({ to: workflowItemCommands.targetWorkflowItemId })
    .from(workflowItemCommands)
    .where(eq(workflowItemCommands.workflowItemId, approvalId))
    .orderBy(asc(workflowItemCommands.id));
  return rows.map((row) => row.to);
}

/**
 * Demo workflows (issue 11; docs/workflows.md), used by leave and quizzes and later by forms and
 * recruitment: 'Yönetici onayı' (the first-level manager approves), 'Yönetici ve İK onayı' (managers of
 * level 1 and 2, then the HR group; HR records the leave, the requester is told, the status is set) and
 * 'İK onayı' (the HR group; a rejection notifies the requester and sets 'Reddedildi'). A workflow that
 * already has steps is left alone.
 */
export async function seedDemoWorkflows(db: TenantDb): Promise<void> {
  const types = await db
    .select({ id: workflowItemOperationTypes.id, code: workflowItemOperationTypes.code })
    .from(workflowItemOperationTypes);
  const type = (code: string) => types.find((row) => row.code === code)?.id as number;
  const approved = { statusUpdate: { statusId: await idOf(db, statuses, 'Onaylandı') } };
  const rejected = { statusUpdate: { statusId: await idOf(db, statuses, 'Reddedildi') } };
  const hr = await hrGroup(db);
  const details = (itemId: number, code: string, values: Parameters<typeof saveDetails>[2]) =>
    saveDetails(db, { id: itemId, code }, values);
  /** An approval step: 'Onayla' leads to a step of `yes` kind, 'Reddet' ends with 'Reddedildi'. */
  const approval = async (
    workflowId: number,
    after: number | null,
    people: { managerLevel?: number; groupIds?: number[] },
    yes: string,
  ) => {
    const id = await insertStep(db, {
      workflowId,
      afterWorkflowItemId: after,
      workflowItemOperationTypeId: type(OperationCode.Approval),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: type(yes) },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: type(OperationCode.StatusUpdate) },
      ],
      details: {
        approval: { condition: 'VEYA' },
        managerLevel: people.managerLevel ?? null,
        groupIds: people.groupIds ?? [],
      },
    });
    const [ok, no] = await decisionSteps(db, id);
    await details(no as number, OperationCode.StatusUpdate, rejected);
    return { id, ok: ok as number };
  };
  const flows: Record<string, (workflowId: number) => Promise<void>> = {
    'Yönetici onayı': async (workflowId) => {
      const first = await approval(workflowId, null, { managerLevel: 1 }, OperationCode.StatusUpdate);
      await details(first.ok, OperationCode.StatusUpdate, approved);
    },
    'Yönetici ve İK onayı': async (workflowId) => {
      const first = await approval(workflowId, null, { managerLevel: 1 }, OperationCode.StatusUpdate);
      await details(first.ok, OperationCode.StatusUpdate, approved);
      const second = await approval(workflowId, first.id, { managerLevel: 2 }, OperationCode.Notification);
      await details(second.ok, OperationCode.Notification, {
        notification: {
          notificationType: NOTIFICATION_PUSH,
          subject: 'Talebiniz onaylandı',
          body: 'Talebiniz yöneticileriniz ve İK tarafından onaylandı.',
        },
      });
      const third = await approval(workflowId, second.id, { groupIds: [hr] }, OperationCode.Task);
      await details(third.ok, OperationCode.Task, {
        task: {
          title: 'Özlük dosyasına işle',
          description: 'Onaylanan talebi çalışanın özlük dosyasına işleyin.',
        },
        groupIds: [hr],
      });
    },
    'İK onayı': async (workflowId) => {
      const id = await insertStep(db, {
        workflowId,
        afterWorkflowItemId: null,
        workflowItemOperationTypeId: type(OperationCode.Approval),
        branches: [
          { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: type(OperationCode.StatusUpdate) },
          {
            name: 'Reddet',
            goNextStep: false,
            workflowItemOperationTypeId: type(OperationCode.Notification),
          },
        ],
        details: { approval: { condition: 'VEYA' }, groupIds: [hr] },
      });
      const [ok, no] = (await decisionSteps(db, id)) as [number, number];
      await details(ok, OperationCode.StatusUpdate, approved);
      await details(no, OperationCode.Notification, {
        notification: {
          notificationType: NOTIFICATION_PUSH,
          subject: 'Talebiniz reddedildi',
          body: 'Talebiniz İK tarafından reddedildi; ayrıntılar için İK ile görüşün.',
        },
      });
      await insertStep(db, {
        workflowId,
        afterWorkflowItemId: no,
        workflowItemOperationTypeId: type(OperationCode.StatusUpdate),
        details: rejected,
      });
    },
  };
  for (const [name, build] of Object.entries(flows)) {
    const workflowId = await idOf(db, workflows, name);
    const [step] = await db
      .select({ id: workflowItems.id })
      .from(workflowItems)
      .where(eq(workflowItems.workflowId, workflowId))
      .limit(1);
    if (!step) await build(workflowId);
  }
}

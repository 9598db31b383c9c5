import { hashPassword } from '../apps/server/src/auth/password.ts';
import type { Queryable } from './seed-scale.ts';

export const PAIR_PASSWORD = 'bench-decide-1';

/** One requester and their first-level manager per connection, both employees with a password. */
export interface Pair {
  requester: { id: number; email: string };
  manager: { id: number; email: string };
}

/**
 * Seeds `count` requester–manager pairs (role Personel, a large leave balance, the manager at level 1) with
 * SQL, as the server is stopped (an embedded folder has one owner).
 */
export async function seedPairs(sql: Queryable, count: number): Promise<Pair[]> {
  const hash = await hashPassword(PAIR_PASSWORD);
  const role = ((await sql.query(`select id from roles where name = 'Personel'`)).rows[0] as { id: number })
    .id;
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const made = (
      await sql.query(
        `insert into users (name, surname, email, password_hash, role_id, total_day_off)
       values ('Talep', $1, $2, $4, $5, 9999), ('Yönetici', $1, $3, $4, $5, 0) returning id, email`,
        [`Bench ${i}`, `requester${i}@decide.test`, `manager${i}@decide.test`, hash, role],
      )
    ).rows as { id: number; email: string }[];
    const [requester, manager] = made as [Pair['requester'], Pair['manager']];
    await sql.query(`insert into user_managers (user_id, manager_id, level) values ($1, $2, 1)`, [
      requester.id,
      manager.id,
    ]);
    pairs.push({ requester, manager });
  }
  return pairs;
}

const ENVELOPE = 'isSuccess message';

/** Panel calls that give the tenant 'Bench onayı' (the manager approves, then 'Onaylandı') and a leave type on it. */
export async function panelSetup(
  call: <T>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<{ isSuccess: boolean; message: string | null; data: T }>,
): Promise<{ permissionTypeId: number }> {
  const must = <T>(answer: { isSuccess: boolean; message: string | null; data: T }, what: string) => {
    if (!answer.isSuccess) throw new Error(`${what}: ${answer.message}`);
    return answer.data;
  };
  const types = must(
    await call<{ id: number; code: string }[]>(
      '{ workflowItemOperationTypes(pagerModel: { pageSize: 100 }) { isSuccess message data { id code } } }',
    ),
    'types',
  );
  const type = (code: string) => types.find((t) => t.code === code)?.id;
  const statuses = must(
    await call<{ id: number; name: string }[]>(
      '{ statuses(pagerModel: { pageSize: 100 }) { isSuccess message data { id name } } }',
    ),
    'statuses',
  );
  const create = async (name: string, input: Record<string, unknown>) =>
    must(
      await call<{ id: number }>(
        `mutation($i: ${name}CreateInput!) { create${name}(inputModel: $i) { ${ENVELOPE} data { id } } }`,
        { i: input },
      ),
      name,
    ).id;
  const workflowId = await create('Workflow', { name: 'Bench onayı' });
  const stepId = must(
    await call<{ id: number }>(
      `mutation($i: InsertWorkflowStepInputModel!) { insertWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`,
      {
        i: {
          workflowId,
          workflowItemOperationTypeId: type('APPROVAL'),
          branches: [
            { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: type('STATUS_UPDATE') },
          ],
          details: { approval: { condition: 'VEYA' }, managerLevel: 1 },
        },
      },
    ),
    'insertWorkflowStep',
  ).id;
  const steps = must(
    await call<{ id: number; commands: { targetWorkflowItemId: number }[] }[]>(
      'query($p: WorkflowItemPagerModel) { workflowItems(workFlowItemPagerModel: $p) { isSuccess message data { id commands { targetWorkflowItemId } } } }',
      { p: { workflowId, pageSize: 100 } },
    ),
    'workflowItems',
  );
  const yes = steps.find((s) => s.id === stepId)?.commands[0]?.targetWorkflowItemId;
  must(
    await call(
      `mutation($i: SaveWorkflowStepInputModel!) { saveWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`,
      {
        i: {
          id: yes,
          details: { statusUpdate: { statusId: statuses.find((s) => s.name === 'Onaylandı')?.id } },
        },
      },
    ),
    'saveWorkflowStep',
  );
  const permissionTypeId = await create('PermissionType', { name: 'Bench izni', code: '' });
  const roles = must(
    await call<{ id: number; name: string }[]>(
      '{ roles(rolePagerModel: { pageSize: 100 }) { isSuccess message data { id name } } }',
    ),
    'roles',
  );
  await create('PermissionTypeRole', {
    permissionTypeId,
    roleId: roles.find((r) => r.name === 'Personel')?.id,
    workflowId,
  });
  return { permissionTypeId };
}

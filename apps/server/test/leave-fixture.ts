import { eq } from 'drizzle-orm';
import { roles } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { ManualClock } from '../src/kernel/clock.ts';
import { firstApprovalStep } from './quizzes-fixture.ts';
import { TestServer, type Tenant } from './harness.ts';

const FIELDS = 'isSuccess message messages { code message field } data { id }';
const REQUEST = `mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { ${FIELDS} } }`;

/**
 * A tenant on 1 June 2026 (so the days asked for in 2026 and 2027 lie inside the leave window) with a
 * one-step approval workflow, leave types made through the panel for the Personel role, and employees of
 * that role who ask for leave on the portal.
 */
export async function leaveTenant() {
  const server = await TestServer.start();
  server.server.services.clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const tenant: Tenant = await server.createTenant();
  const token = await server.signIn(tenant);
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const personel = await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel'));
    return row?.id ?? 0;
  });
  const workflow = (
    await call<{ id: number }>(
      `mutation($i: WorkflowCreateInput!) { createWorkflow(inputModel: $i) { ${FIELDS} } }`,
      { i: { name: 'Yönetici onayı' } },
    )
  ).data.id;
  await firstApprovalStep(call, workflow);

  /** A leave type the Personel role may request; `fields` as the type dialog sends them. */
  const leaveType = async (fields: Record<string, unknown>) => {
    const made = await call<{ id: number }>(
      `mutation($i: PermissionTypeCreateInput!) { createPermissionType(inputModel: $i) { ${FIELDS} } }`,
      { i: fields },
    );
    if (!made.isSuccess) throw new Error(`createPermissionType: ${String(made.message)}`);
    await call(
      `mutation($i: PermissionTypeRoleCreateInput!) { createPermissionTypeRole(inputModel: $i) { ${FIELDS} } }`,
      { i: { permissionTypeId: made.data.id, roleId: personel, workflowId: workflow } },
    );
    return made.data.id;
  };

  /** An employee of the Personel role with an annual entitlement, signed in on the portal. */
  const employee = async (name: string, totalDayOff: number) => {
    const signedIn = await server.signInEmployee(tenant, name, 'İzinli');
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.update(users).set({ roleId: personel, totalDayOff }).where(eq(users.id, signedIn.userId)),
    );
    return signedIn;
  };

  /** `who` asks for leave of a type on the portal. */
  const ask = (
    who: { token: string },
    permissionTypeId: number,
    startDate: string,
    endDate: string,
    extra: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) =>
    server.call<{ id: number }>(
      REQUEST,
      { i: { permissionTypeId, startDate, endDate, ...extra } },
      { token: who.token, service: 'portal', lang },
    );

  /** `who`'s own read on the portal. */
  const portal = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token: who.token, service: 'portal' });

  return { server, tenant, call, leaveType, employee, ask, portal };
}

export type LeaveTenant = Awaited<ReturnType<typeof leaveTenant>>;

import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/kernel/config.ts';
import { TestServer, type CallOptions, type Envelope, type Tenant } from './harness.ts';

/** A signed-in administrator of a fresh tenant, with the seeded roles and departments by name. */
export interface PeopleFixture {
  server: TestServer;
  tenant: Tenant;
  token: string;
  adminId: number;
  roles: Record<string, number>;
  departments: Record<string, number>;
  call<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Envelope<T>>;
  /** Creates a user (role Personel, first department unless given) and answers its id. */
  createUser(input?: Record<string, unknown>): Promise<number>;
  count(list: string, arg?: string): Promise<number>;
}

export const CREATE_USER =
  'mutation($i: UserCreateInput!) { createUser(inputModel: $i) { isSuccess message messages { code message } data { id } } }';

export async function peopleFixture(server: TestServer): Promise<PeopleFixture> {
  const tenant = await server.createTenant();
  const signedIn = await server.verify(tenant.tag, tenant.email, tenant.password);
  if (!signedIn.data) throw new Error('sign-in failed');
  const { token, userId } = signedIn.data;
  const call = <T>(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) =>
    server.call<T>(query, variables, { token, ...options });
  const byName = async (query: string) =>
    Object.fromEntries((await call<{ id: number; name: string }[]>(query)).data.map((r) => [r.name, r.id]));
  const roles = await byName('{ roles(rolePagerModel: { pageSize: 50 }) { data { id name } } }');
  const departments = await byName('{ departments(pagerModel: { pageSize: 100 }) { data { id name } } }');
  let serial = 0;
  return {
    server,
    tenant,
    token,
    adminId: userId,
    roles,
    departments,
    call,
    async createUser(input = {}) {
      serial++;
      const created = await call<{ id: number }>(CREATE_USER, {
        i: {
          roleId: roles.Personel,
          departmentId: Object.values(departments)[0],
          name: `Kişi${serial}`,
          surname: 'Deneme',
          ...input,
        },
      });
      if (!created.isSuccess) throw new Error(`createUser failed: ${created.message}`);
      return created.data.id;
    },
    async count(list, arg = 'pagerModel') {
      return (await call(`{ ${list}(${arg}: { pageSize: 1 }) { totalItemCount } }`)).totalItemCount ?? 0;
    },
  };
}

/** A server with one fresh tenant's administrator for the enclosing describe block (or file). */
export function usePeople(ready: (p: PeopleFixture) => void, overrides: Partial<Config> = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await TestServer.start(overrides);
    ready(await peopleFixture(server));
  });
  afterAll(() => server?.stop());
}

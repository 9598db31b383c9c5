import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { createServer, createServices } from '../apps/server/src/app/create-server.ts';
import type { ApiCase } from './api-cases.ts';
import type { BenchTenant } from './support.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Captured {
  token: string;
  /** Per case, in order: the GraphQL body sent and the SQL one request runs. */
  cases: { body: string; statements: Statement[]; totalItemCount: number }[];
}

/**
 * Signs in and runs each case twice through an in-process server whose query logger records the SQL; the
 * second request's statements are the ones kept (caches warm). Closes the server and its databases, so an
 * embedded tenant's folder is free for the server process afterwards.
 */
export async function captureStatements(
  tenant: Pick<BenchTenant, 'tag' | 'admin' | 'controlUrl' | 'dataDir'>,
  cases: ApiCase[],
  ids: { userId: number },
): Promise<Captured> {
  const logged: Statement[] = [];
  const services = await createServices(
    {
      ...loadConfig(),
      databaseUrl: tenant.controlUrl,
      dataDir: tenant.dataDir,
      seedDemo: false,
      tokenCacheMs: 60_000,
    },
    { logQuery: (sql, params) => void logged.push({ sql, params }) },
  );
  const server = await createServer(services);
  try {
    const sub = await server.app.inject({ url: `/api/Subscription/GetSubscription?tag=${tenant.tag}` });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/User/VerifyPanelUser',
      payload: { connectionToken: sub.json().data.connectionString, ...tenant.admin },
    });
    const token: string = signIn.json().data.token;
    const captured: Captured['cases'] = [];
    for (const c of cases) {
      const body = JSON.stringify({ query: c.query, variables: c.variables(ids) });
      const ask = () =>
        server.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: body,
        });
      await ask();
      logged.length = 0;
      const answer = Object.values(
        (await ask()).json().data as Record<string, { isSuccess: boolean; totalItemCount: number }>,
      )[0];
      if (!answer?.isSuccess) throw new Error(`${c.name}: not a success`);
      captured.push({ body, statements: [...logged], totalItemCount: answer.totalItemCount });
    }
    return { token, cases: captured };
  } finally {
    await server.close();
  }
}

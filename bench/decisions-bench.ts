import { post, runLoad, type LoadResult } from './load.ts';
import { DECIDE, LIST, START, type DecisionIds } from './decision-sql.ts';
import { PAIR_PASSWORD, panelSetup, seedPairs, type Pair } from './decision-setup.ts';
import { createBenchTenant, signIn, startServer, stopServer, type BenchTenant } from './support.ts';
import { openTenantSql } from './tenant-sql.ts';
import type { Queryable } from './seed-scale.ts';

export interface DecisionResult {
  engine: string;
  graphql: LoadResult;
  direct: LoadResult;
}

const DAY = 86_400_000;

/** Monday–Wednesday of week `n` from 2030 on (three working days, never overlapping for one requester). */
function week(n: number): { startDate: string; endDate: string } {
  // from the Monday after next: inside the tenant's leave window (at most 730 days ahead) for ~100 weeks
  const today = new Date();
  const daysToMonday = (8 - today.getUTCDay()) % 7 || 7;
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
    (daysToMonday + 7 + 7 * n) * DAY;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { startDate: iso(monday), endDate: iso(monday + 2 * DAY) };
}

async function portalToken(url: string, tag: string, email: string): Promise<string> {
  const sub = (await (await fetch(`${url}/api/Subscription/GetSubscription?tag=${tag}`)).json()) as {
    data: { connectionString: string };
  };
  const answer = await fetch(`${url}/api/User/VerifyUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionToken: sub.data.connectionString, email, password: PAIR_PASSWORD }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A JSON answer of a GraphQL call, its first field's envelope. */
async function graphql<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data: Record<string, { isSuccess: boolean; message: string | null; data: T }>;
  };
  return Object.values(body.data)[0] as { isSuccess: boolean; message: string | null; data: T };
}

const REQUEST = `mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { isSuccess message data { id } } }`;
const APPROVALS = `{ myApprovals(pagerModel: { pageSize: 10 }) { isSuccess message data { id commands { id } } } }`;
const DECIDE_CALL = `mutation($i: DecideApprovalInput!) { decideApproval(inputModel: $i) { isSuccess message data { state } } }`;

/**
 * One engine: the pairs seeded, the server started, the workflow and leave type made through the panel;
 * then each connection's requester asks for leave and their manager lists and approves it through the
 * portal (a decision: three calls, two transitions); then, the server stopped, the same writes as SQL.
 */
async function measure(
  tenant: BenchTenant,
  engine: string,
  connections: number,
  seconds: number,
): Promise<DecisionResult> {
  const setupSql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, 1);
  const pairs: Pair[] = await seedPairs(setupSql, connections).finally(() => setupSql.close());
  const port = 18_900 + Math.floor(Math.random() * 90);
  const server = await startServer(port, {
    DATABASE_URL: tenant.controlUrl,
    SEED_DEMO: 'false',
    DATA_DIR: tenant.dataDir,
    // the engine's cost is measured, not the portal's write limits (one address, 32 employees)
    RATE_LIMIT_PORTAL_WRITES: '1000000',
    RATE_LIMIT_PORTAL_WRITES_PER_ADDRESS: '1000000',
  });
  let graphqlResult: LoadResult;
  let permissionTypeId: number;
  try {
    const admin = await signIn(server.url, tenant);
    ({ permissionTypeId } = await panelSetup((query, variables) =>
      graphql(`${server.url}/graphql`, admin, query, variables),
    ));
    const tokens = await Promise.all(
      pairs.map(async (p) => ({
        requester: await portalToken(server.url, tenant.tag, p.requester.email),
        manager: await portalToken(server.url, tenant.tag, p.manager.email),
      })),
    );
    const portal = `${server.url}/portal/graphql`;
    let slot = 0;
    const decideOnce = async (pair: (typeof tokens)[number], n: number) => {
      const asked = await graphql<{ id: number }>(portal, pair.requester, REQUEST, {
        i: { permissionTypeId, ...week(n) },
      });
      if (!asked.isSuccess) throw new Error(asked.message ?? 'request');
      const [approval] = (
        await graphql<{ id: number; commands: { id: number }[] }[]>(portal, pair.manager, APPROVALS)
      ).data;
      await post(
        portal,
        { authorization: `Bearer ${pair.manager}` },
        JSON.stringify({
          query: DECIDE_CALL,
          variables: { i: { approvalId: approval?.id, commandTypeId: approval?.commands[0]?.id } },
        }),
      );
    };
    const loops = tokens.map((pair) => ({ pair, n: 0 }));
    const task = async () => {
      const loop = loops[slot++ % loops.length]!;
      // each requester's own weeks: no two of their requests overlap (LeaveOverlap)
      await decideOnce(loop.pair, loop.n++);
    };
    await runLoad(Math.min(4, connections), 2, task); // warm-up
    graphqlResult = await runLoad(connections, seconds, task);
  } finally {
    await stopServer(server.child);
  }
  const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, connections);
  try {
    const one = async (q: Queryable, sqlText: string, params: unknown[]) =>
      (await q.query(sqlText, params)).rows[0] as Record<string, number>;
    const fixed = (
      await sql.query(
        `select r.workflow_id, r.version_id, r.current_step_id, (select id from statuses where code = 'APPROVED') as status_id,
              (select command_type_id from workflow_approvals where command_type_id is not null limit 1) as command_type_id
         from workflow_requests r order by r.id limit 1`,
      )
    ).rows[0] as {
      workflow_id: number;
      version_id: number;
      current_step_id: number | null;
      status_id: number;
      command_type_id: number;
    };
    const [stepRow] = (await sql.query(`select step_id from workflow_approvals limit 1`)).rows as {
      step_id: number;
    }[];
    let n = 2_000;
    let slot = 0;
    const direct = async () => {
      const pair = pairs[slot++ % pairs.length]!;
      const ids: DecisionIds = {
        requesterId: pair.requester.id,
        managerId: pair.manager.id,
        permissionTypeId,
        workflowId: fixed.workflow_id,
        versionId: fixed.version_id,
        stepId: stepRow?.step_id ?? 0,
        statusId: fixed.status_id,
        commandTypeId: fixed.command_type_id,
        ...week(n++),
      };
      const started = await sql.transaction(async (q) => {
        const permission = await one(q, START[0], [
          ids.requesterId,
          ids.permissionTypeId,
          ids.startDate,
          ids.endDate,
        ]);
        const request = await one(q, START[1], [
          permission.id,
          ids.requesterId,
          ids.workflowId,
          ids.versionId,
        ]);
        await q.query(START[2], [request.id, ids.requesterId]);
        await q.query(START[3], [request.id, ids.stepId]);
        const approval = await one(q, START[4], [request.id, ids.stepId, ids.managerId]);
        await q.query(START[5], [ids.managerId, approval.id]);
        await q.query(START[6], [request.id, ids.stepId]);
        return {
          permission: permission.id as number,
          request: request.id as number,
          approval: approval.id as number,
        };
      });
      await sql.prepared(LIST[0], [ids.managerId]);
      await sql.prepared(LIST[1], [ids.versionId]);
      await sql.transaction(async (q) => {
        await q.query(DECIDE[0], [started.approval]);
        await q.query(DECIDE[1], [started.request]);
        await q.query(DECIDE[2], [started.approval, ids.commandTypeId]);
        await q.query(DECIDE[3], [started.request, ids.stepId, ids.managerId]);
        await q.query(DECIDE[4], [started.request]);
        await q.query(DECIDE[5], [started.request, ids.statusId]);
        await q.query(DECIDE[6], [started.permission]);
        await q.query(DECIDE[7], [started.request]);
        await q.query(DECIDE[8], [started.request]);
        await q.query(DECIDE[9], [started.permission]);
        await q.query(DECIDE[10], [started.request]);
        await q.query(DECIDE[11], [ids.requesterId, started.request]);
      });
    };
    await runLoad(Math.min(4, connections), 1, direct); // warm-up
    const directResult = await runLoad(connections, seconds, direct);
    return { engine, graphql: graphqlResult, direct: directResult };
  } finally {
    await sql.close();
  }
}

/** Decisions per second on PostgreSQL and on the embedded default, each with its direct SQL path. */
export async function benchDecisions(load: {
  connections: number;
  seconds: number;
}): Promise<DecisionResult[]> {
  const results: DecisionResult[] = [];
  for (const embedded of [false, true]) {
    const tenant = await createBenchTenant({ embedded });
    try {
      results.push(
        await measure(tenant, embedded ? 'PGlite (embedded)' : 'PostgreSQL', load.connections, load.seconds),
      );
    } finally {
      await tenant.drop();
    }
  }
  return results;
}

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)}/s (p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors)`;

/** The results as the section RESULTS.md keeps. */
export function decisionsTable(results: DecisionResult[], connections: number): string {
  return [
    `A decision: an employee requests leave (\`requestPermission\`), their manager lists \`myApprovals\` and approves (\`decideApproval\`): three portal calls, two transitions of the engine (start to the approval step; the decision through a status step to the end). ${connections} connections, each its own requester and manager. Direct path: the same rows written by the same kind of statements in two transactions through the driver, plus the approver's list.`,
    '',
    '| engine | over the portal API | direct SQL | API / direct |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${fmt(r.graphql)} | ${fmt(r.direct)} | ${(r.graphql.perSecond / r.direct.perSecond).toFixed(2)} |`,
    ),
  ].join('\n');
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../request/services.ts';

/** Whether the process still takes new work: a stop has begun (docs/deploy.md, "Stopping"). */
export interface Readiness {
  draining: boolean;
}

/**
 * For a load balancer (docs/deploy.md): `/healthz` answers while the process runs; `/readyz` answers 200
 * only while it takes new work and its control database answers, else 503 — from the moment a stop begins,
 * so the balancer sends the next requests elsewhere while the running ones finish.
 */
export function registerHealthRoutes(app: FastifyInstance, services: Services, ready: Readiness): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    if (ready.draining) return reply.code(503).send({ ok: false, reason: 'stopping' });
    try {
      await services.control.db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false, reason: 'control database' });
    }
  });
}

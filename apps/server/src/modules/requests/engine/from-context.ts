import type { TenantTx } from '../../../db/tenant-db.ts';
import type { OperationContext } from '../../../request/context.ts';
import type { Services } from '../../../request/services.ts';
import type { EngineEnv } from './engine-env.ts';
import { actorOf } from '../../../crud/record-change.ts';

/** A transition's environment outside a request (a job, a seed, an approval link), in its transaction. */
export function engineEnvFor(
  services: Services,
  tag: string,
  tx: TenantTx,
  now = services.clock.now(),
): EngineEnv {
  const { config } = services;
  return {
    tx,
    now,
    jobs: services.jobs.box(tag),
    links: { publicUrl: config.publicUrl, tag, days: config.approvalLinkDays },
    urlAttempts: config.workflowUrl.attempts,
  };
}

/** A transition's environment for a signed-in request's use case, in its transaction. */
export function engineEnv(ctx: OperationContext, tx: TenantTx): EngineEnv {
  return { ...engineEnvFor(ctx.services, ctx.session.tag, tx), actor: actorOf(ctx) };
}

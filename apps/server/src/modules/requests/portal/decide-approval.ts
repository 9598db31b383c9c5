import { translate } from '@pano/contract';
import { ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { decide } from '../engine/decide.ts';
import { engineEnv } from '../engine/from-context.ts';

export interface DecisionResult {
  approvalId: number;
  requestId: number;
  /** Whether the request left the step (under 'VE' it waits for the others). */
  moved: boolean;
  state: string;
  stateName: string;
}

/**
 * Portal: my decision on one of my open approvals (docs/approvals.md). A rejection needs a description;
 * an approval that is not mine, already decided or no longer needed is refused and nothing changes.
 */
export async function decideApproval(
  ctx: OperationContext,
  input: { approvalId: number; commandTypeId: number; description?: string | null },
): Promise<Envelope<DecisionResult>> {
  return ctx.db.transaction(async (tx) => {
    const env = engineEnv(ctx, tx);
    const result = await decide(env, { ...input, actorId: ctx.session.userId });
    return ok({
      approvalId: input.approvalId,
      requestId: result.requestId,
      moved: result.moved,
      state: result.state,
      stateName: translate(ctx.lang, `requestState.${result.state}`),
    });
  });
}

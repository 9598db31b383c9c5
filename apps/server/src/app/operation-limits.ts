import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { translate, type Language } from '@pano/contract';
import type { RequestContext } from '../request/context.ts';
import type { Services } from '../request/services.ts';
import { operationCost } from './operation-cost.ts';

/** The most an operation may cost (objects it can load, see operationCost). */
export const MAX_OPERATION_COST = 50_000;
/** Above this an operation is heavy and waits for its tenant's turn (HeavyWorkGate). */
export const HEAVY_OPERATION_COST = 2_000;

const refusal = (lang: Language, code: string, params: Record<string, number>) => ({
  errors: [new GraphQLError(translate(lang, `codes.${code}`, params), { extensions: { code } })],
});

/**
 * Before an operation runs: its cost counts page sizes (operationCost) and may not pass
 * MAX_OPERATION_COST; a heavy one from a signed-in tenant runs only when its tenant's lane has room, and a
 * tenant with too many waiting is refused, so one tenant's flood never queues another tenant's requests.
 */
export function operationLimits(services: Services): Plugin<RequestContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues ?? {});
      if (cost > MAX_OPERATION_COST) {
        setResultAndStopExecution(refusal(ctx.lang, 'TooExpensive', { cost, max: MAX_OPERATION_COST }));
        return;
      }
      const tenant = ctx.session?.subscription.tag;
      if (cost <= HEAVY_OPERATION_COST || !tenant) return;
      const leave = await services.heavyWork.enter(tenant);
      if (!leave) {
        setResultAndStopExecution(refusal(ctx.lang, 'TooManyRequests', { seconds: 5 }));
        return;
      }
      return { onExecuteDone: () => leave() };
    },
  };
}

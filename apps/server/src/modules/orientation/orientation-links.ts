import type { EntityHooks, WriteContext } from '../../crud/entity-definition.ts';
import { completeOrientations } from './complete-orientations.ts';

type Rules = (ctx: WriteContext, values: Record<string, unknown>, id?: number) => Promise<void>;

/**
 * The hooks of an orientation's form or quiz links: the link's own rules before it is written, and, in the
 * same transaction after it, the completion check of every orientation it touched — a link removed or moved
 * may leave someone with everything done (docs/navigation.md, Orientation).
 */
export function linkHooks(rules: Rules): EntityHooks {
  const check = async (ctx: WriteContext, ...orientations: unknown[]) => {
    for (const id of new Set(orientations))
      if (typeof id === 'number') await completeOrientations(ctx, { orientationInformationId: id });
  };
  return {
    async beforeWrite(ctx, values, _mode, previous) {
      await rules(ctx, values, previous?.id);
    },
    async afterWrite(ctx, _id, values, _mode, previous) {
      await check(ctx, values.orientationInformationId, previous?.orientationInformationId);
    },
    async afterRemove(ctx, _id, removed) {
      await check(ctx, removed.orientationInformationId);
    },
  };
}

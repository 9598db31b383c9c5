import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { registerEntity } from '../../crud/register-entity.ts';
import { disasterEntity, disasterUserEntity, disasterUserResponseEntity } from './disaster.entities.ts';
import { createDisaster } from './create-disaster.ts';

/** The panel's side of disasters with read receipts and responses (spec 000 §2 Disasters). */
export function registerDisasters(kit: Kit): void {
  const { builder } = kit;
  registerEntity(kit, disasterUserEntity);
  registerEntity(kit, disasterUserResponseEntity);
  registerEntity(kit, disasterEntity);

  // The spec's nested inputModel: {disaster {title, body}, userIds, groupIds}; the contract decides.
  const disasterInput = builder.inputType('DisasterInput', {
    fields: (t) => ({ title: t.string(), body: t.string() }),
  });
  const createInput = builder.inputType('CreateDisasterInput', {
    fields: (t) => ({
      disaster: t.field({ type: disasterInput }),
      userIds: t.intList(),
      groupIds: t.intList(),
    }),
  });
  builder.mutationField('createDisaster', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: createInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => createDisaster(s.db, args.inputModel)),
    }),
  );
}

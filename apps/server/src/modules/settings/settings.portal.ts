import { disclaimerAcceptInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { contractInput } from '../../crud/register-entity.ts';
import { acceptDisclaimer, myActiveDisclaimer, type MyDisclaimer } from './active-disclaimer.ts';

/** The portal's side of disclaimers: the active disclaimer and accepting it (docs/portal.md). */
export function registerSettingsPortal(kit: Kit): void {
  const { builder } = kit;
  const disclaimer = builder.objectRef<MyDisclaimer>('ActiveDisclaimer').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      value: t.exposeString('value'),
      version: t.exposeString('version'),
      isAccepted: t.exposeBoolean('isAccepted'),
      acceptTime: t.string({ nullable: true, resolve: (d) => d.acceptTime?.toISOString() ?? null }),
    }),
  });
  builder.queryField('activeDisclaimer', (t) =>
    t.field({
      type: kit.single('ActiveDisclaimer', disclaimer),
      resolve: (_root, _args, ctx) => run(ctx, (s) => myActiveDisclaimer(s.db, s.userId), 'portal'),
    }),
  );
  const acceptInput = contractInput(kit, 'DisclaimerAcceptInput', disclaimerAcceptInput);
  builder.mutationField('acceptDisclaimer', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: acceptInput, required: true }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => acceptDisclaimer(s.db, s.userId, args.inputModel), 'portal'),
    }),
  );
}

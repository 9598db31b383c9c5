import { disasterReadInput, disasterResponseInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { contractInput } from '../../crud/register-entity.ts';
import type { InputSchema } from '../../crud/entity-definition.ts';
import { myDisasterPager, myDisasters, type MyDisaster } from './my-disasters.ts';
import { markDisasterRead, respondDisaster } from './answer-disaster.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The portal's side of disasters: an employee's own disasters, read receipts and responses (docs/portal.md). */
export function registerDisastersPortal(kit: Kit): void {
  const { builder } = kit;
  const item = builder.objectRef<MyDisaster>('MyDisaster').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      title: t.exposeString('title'),
      body: t.exposeString('body'),
      createTime: t.string({ resolve: (d) => d.createTime.toISOString() }),
      isRead: t.exposeBoolean('isRead'),
      readDate: t.string({ nullable: true, resolve: (d) => iso(d.readDate) }),
      response: t.boolean({ nullable: true, resolve: (d) => d.response }),
      latitude: t.float({ nullable: true, resolve: (d) => d.latitude }),
      longitude: t.float({ nullable: true, resolve: (d) => d.longitude }),
      responseTime: t.string({ nullable: true, resolve: (d) => iso(d.responseTime) }),
    }),
  });
  const pager = contractInput(kit, 'MyDisasterPagerModel', myDisasterPager as unknown as InputSchema);
  builder.queryField('myDisasters', (t) =>
    t.field({
      type: kit.list('MyDisaster', item),
      args: { pagerModel: t.arg({ type: pager, required: false }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => myDisasters(s.db, s.userId, args.pagerModel), 'portal'),
    }),
  );

  const readInput = contractInput(kit, 'DisasterReadInput', disasterReadInput);
  builder.mutationField('markDisasterRead', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: readInput, required: true }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => markDisasterRead(s.db, s.userId, args.inputModel), 'portal'),
    }),
  );
  const responseInput = contractInput(kit, 'DisasterResponseInput', disasterResponseInput);
  builder.mutationField('respondDisaster', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: responseInput, required: true }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => respondDisaster(s.db, s.userId, args.inputModel), 'portal'),
    }),
  );
}

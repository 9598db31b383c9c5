import { iconPagerInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { contractInput, registerEntity } from '../../crud/register-entity.ts';
import { categoryEntity } from './category.entity.ts';
import { listIcons, type Icon } from './icons.ts';

/** Categories (generic entity) and the icons their picker offers (spec 000 §2, §7). */
export function registerCategories(kit: Kit): void {
  const { builder } = kit;
  registerEntity(kit, categoryEntity);
  const icon = builder.objectRef<Icon>('Icon').implement({
    fields: (t) => ({ name: t.exposeString('name') }),
  });
  const pager = contractInput(kit, 'IconPagerModel', iconPagerInput);
  builder.queryField('icons', (t) =>
    t.field({
      type: kit.list('Icon', icon),
      args: { pagerModel: t.arg({ type: pager, required: false }) },
      resolve: (_root, args, ctx) => run(ctx, () => Promise.resolve(listIcons(args.pagerModel))),
    }),
  );
}

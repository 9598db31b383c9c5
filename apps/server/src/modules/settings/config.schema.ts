import { configGroupPagerInput, configInput, configPagerInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { contractInput } from '../../crud/register-entity.ts';
import type { ConfigOption } from './config-options.ts';
import { listConfigGroups, listConfigs, type ConfigGroupView, type ConfigView } from './config-read.ts';
import { deleteConfig, setConfig } from './config-write.ts';

function defineTypes(kit: Kit) {
  const { builder } = kit;
  const option = builder.objectRef<ConfigOption>('ConfigOption').implement({
    fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
  });
  const config = builder.objectRef<ConfigView>('Config').implement({
    fields: (t) => ({
      id: t.int({ nullable: true, resolve: (c) => c.id }),
      parentId: t.exposeInt('parentId'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      group: t.exposeString('group'),
      kind: t.exposeString('kind'),
      source: t.string({ nullable: true, resolve: (c) => c.source }),
      options: t.field({ type: [option], resolve: (c) => c.options }),
      value: t.string({ nullable: true, resolve: (c) => c.value }),
      defaultValue: t.string({ nullable: true, resolve: (c) => c.defaultValue }),
    }),
  });
  const group = builder.objectRef<ConfigGroupView>('ConfigGroup').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      isEditable: t.exposeBoolean('isEditable'),
      configs: t.field({ type: [config], resolve: (g) => g.configs }),
    }),
  });
  return { config, group };
}

/** The configuration page (spec 000 §2 /ayarlar/konfig, §7): groups with settings, set and reset a value. */
export function registerConfig(kit: Kit): void {
  const { builder } = kit;
  const { config, group } = defineTypes(kit);
  const groupPager = contractInput(kit, 'ConfigGroupPagerModel', configGroupPagerInput);
  const configPager = contractInput(kit, 'ConfigPagerModel', configPagerInput);
  builder.queryField('configGroups', (t) =>
    t.field({
      type: kit.list('ConfigGroup', group),
      args: { pagerModel: t.arg({ type: groupPager, required: false }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => listConfigGroups(s.db, args.pagerModel)),
    }),
  );
  builder.queryField('configs', (t) =>
    t.field({
      type: kit.list('Config', config),
      args: { pagerModel: t.arg({ type: configPager, required: false }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => listConfigs(s.db, args.pagerModel)),
    }),
  );
  const input = contractInput(kit, 'ConfigInput', configInput);
  builder.mutationField('setConfig', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { config: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => setConfig(s.db, args.config)),
    }),
  );
  builder.mutationField('deleteConfig', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => deleteConfig(s.db, args.id)),
    }),
  );
}

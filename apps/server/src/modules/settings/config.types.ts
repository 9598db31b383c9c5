import type { Kit } from '../../graphql/builder.ts';
import type { ConfigOption } from './config-options.ts';
import type { ConfigGroupView, ConfigView } from './config-read.ts';

/** The configuration page's types: a group with its settings, each with its choices. */
export function configTypes(kit: Kit) {
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

import { CONFIG_GROUPS } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { SOURCE_OPTIONS_MAX, type ConfigOption } from './config-options.ts';
import type { ConfigGroupView, ConfigView } from './config-read.ts';

/**
 * The most rows each list of the page can have (app/operation-cost.ts): the catalogue is the code's, so a
 * client's lookup page size (1000, spec 000 §9) costs what the catalogue really holds.
 */
const settingsOf = CONFIG_GROUPS.map((group) => group.settings);
export const CONFIG_ROWS = {
  groups: CONFIG_GROUPS.length,
  settings: settingsOf.flat().length,
  settingsPerGroup: Math.max(...settingsOf.map((settings) => settings.length)),
  options: Math.max(SOURCE_OPTIONS_MAX, ...settingsOf.flat().map((s) => s.options?.length ?? 0)),
} as const;

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
      options: t.field({
        type: [option],
        extensions: { maxRows: CONFIG_ROWS.options },
        resolve: (c) => c.options,
      }),
      value: t.string({ nullable: true, resolve: (c) => c.value }),
      defaultValue: t.string({ nullable: true, resolve: (c) => c.defaultValue }),
    }),
  });
  const group = builder.objectRef<ConfigGroupView>('ConfigGroup').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      isEditable: t.exposeBoolean('isEditable'),
      configs: t.field({
        type: [config],
        extensions: { maxRows: CONFIG_ROWS.settingsPerGroup },
        resolve: (g) => g.configs,
      }),
    }),
  });
  return { config, group };
}

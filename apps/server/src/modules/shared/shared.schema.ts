import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { ok } from '../../app/envelope.ts';
import { MODULES } from './modules.data.ts';

export interface ModuleView {
  name: string;
  targetComponent: string;
  description: string;
  kind: number;
}

/** The shared service: the modules a menu, link or slider can open, and the tenant's form schemas. */
export function registerShared(kit: Kit): void {
  const { builder } = kit;
  const moduleRef = builder.objectRef<ModuleView>('Module').implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      targetComponent: t.exposeString('targetComponent'),
      description: t.exposeString('description'),
      kind: t.exposeInt('kind'),
    }),
  });
  const schemaRef = builder.objectRef<{ id: number; name: string }>('FormSchema').implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });
  builder.queryType({});
  builder.queryField('modules', (t) =>
    t.field({
      type: kit.list('Module', moduleRef),
      resolve: (_root, _args, ctx) => run(ctx, async () => ok([...MODULES], MODULES.length)),
    }),
  );
  const mapSettings = builder.objectRef<{ tileUrl: string; attribution: string }>('MapSettings').implement({
    fields: (t) => ({ tileUrl: t.exposeString('tileUrl'), attribution: t.exposeString('attribution') }),
  });
  // The disaster map's tile server: a setting of the deployment (MAP_TILE_URL), read at run time.
  builder.queryField('mapSettings', (t) =>
    t.field({
      type: kit.single('MapSettings', mapSettings),
      resolve: (_root, _args, ctx) =>
        run(ctx, async () =>
          ok({ tileUrl: ctx.services.config.mapTileUrl, attribution: ctx.services.config.mapAttribution }),
        ),
    }),
  );
  builder.queryField('formSchemas', (t) =>
    t.field({
      type: kit.list('FormSchema', schemaRef),
      // Forms arrive with the forms area; until then a tenant has none.
      resolve: (_root, _args, ctx) => run(ctx, async () => ok([], 0)),
    }),
  );
}

import { ok } from '../../kernel/envelope.ts';
import { defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { MODULES, type ModuleView } from './modules.data.ts';

interface MapSettings {
  tileUrl: string;
  attribution: string;
}

interface PanelLinks {
  formDataUrl: string | null;
  formBuilderUrl: string | null;
}

/**
 * The shared service (/shared/graphql): the modules a menu, link or slider can open, the disaster map's tile
 * server and the menu's external Form pages (deployment settings, read at run time) and the tenant's form
 * schemas.
 */
export const sharedArea = defineArea({
  name: 'shared',
  shared(kit) {
    const module = plainObject<ModuleView>(kit, 'Module', {
      name: 'String',
      targetComponent: 'String',
      description: 'String',
      kind: 'Int',
    });
    defineQuery(kit, {
      name: 'modules',
      type: kit.list('Module', module),
      run: async () => ok([...MODULES], MODULES.length),
    });
    const map = plainObject<MapSettings>(kit, 'MapSettings', { tileUrl: 'String', attribution: 'String' });
    defineQuery(kit, {
      name: 'mapSettings',
      type: kit.single('MapSettings', map),
      run: async ({ services }) =>
        ok({ tileUrl: services.config.mapTileUrl, attribution: services.config.mapAttribution }),
    });
    const links = plainObject<PanelLinks>(kit, 'PanelLinks', {
      formDataUrl: 'String?',
      formBuilderUrl: 'String?',
    });
    defineQuery(kit, {
      name: 'panelLinks',
      type: kit.single('PanelLinks', links),
      // the menu's two Form entries open these external pages; an entry without an address is hidden
      run: async ({ services: { config } }) =>
        ok({ formDataUrl: config.formDataUrl, formBuilderUrl: config.formBuilderUrl }),
    });
    const schema = plainObject<{ id: number; name: string }>(kit, 'FormSchema', {
      id: 'Int',
      name: 'String',
    });
    defineQuery(kit, {
      name: 'formSchemas',
      type: kit.list('FormSchema', schema),
      // Forms arrive with the forms area; until then a tenant has none.
      run: async () => ok([], 0),
    });
  },
});

import { ok } from '../../kernel/envelope.ts';
import { defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { MODULES, type ModuleView } from './modules.data.ts';

interface MapSettings {
  tileUrl: string;
  attribution: string;
}

interface UploadLimits {
  imageMb: number;
  pdfMb: number;
  videoMb: number;
}

interface PanelLinks {
  formDataUrl: string | null;
  formBuilderUrl: string | null;
}

/**
 * The shared service (/shared/graphql): the modules a menu, link or slider can open, the disaster map's tile
 * server, the upload limits and the menu's external Form pages (deployment settings, read at run time); the tenant's form
 * schemas are the forms area's (`formSchemas`).
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
    const limits = plainObject<UploadLimits>(kit, 'UploadLimits', {
      imageMb: 'Int',
      pdfMb: 'Int',
      videoMb: 'Int',
    });
    defineQuery(kit, {
      name: 'uploadLimits',
      type: kit.single('UploadLimits', limits),
      // the largest file accepted per kind (UPLOAD_MAX_*_MB): the panel checks a chosen file against them
      run: async ({ services: { config } }) => {
        const { image, pdf, video } = config.uploadMaxMb;
        return ok({ imageMb: image, pdfMb: pdf, videoMb: video });
      },
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
  },
});

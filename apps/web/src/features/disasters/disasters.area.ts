import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list, page } from '../area.tsx';

/** Disasters (spec 000 §2): the list, and a disaster's detail with its map (leaflet loads lazily). */
export const disastersArea = defineArea({
  name: 'disasters',
  screens: {
    disasters: list('/afet/afetler', 'disasters'),
    disasterDetail: page(
      '/afet/afetler/:disasterId',
      () => import('./DisasterDetailPage.tsx'),
      'DisasterDetailPage',
    ),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.disastersRegistry),
});

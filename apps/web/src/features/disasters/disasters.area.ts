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
  registry: () => import('./registry.ts').then((module) => module.disastersRegistry),
});

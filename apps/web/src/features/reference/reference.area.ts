import { defineArea, list } from '../area.tsx';

/** Reference data (spec 000 §2): places, read-only and nested, and the id/name lookups. */
export const referenceArea = defineArea({
  name: 'reference',
  screens: {
    cities: list('/tanimlama/sehir', 'cities'),
    towns: list('/tanimlama/sehir/:cityId/ilce', 'towns'),
    districts: list('/tanimlama/sehir/:cityId/ilce/:townId/semt', 'districts'),
    genders: list('/tanimlama/cinsiyet', 'genders'),
    levels: list('/tanimlama/seviye', 'levels'),
    statuses: list('/tanimlama/durum', 'statuses'),
    locations: list('/tanimlama/lokasyon', 'locations'),
  },
  registry: () => import('./registry.ts').then((module) => module.referenceRegistry),
});

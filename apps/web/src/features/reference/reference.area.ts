import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
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
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.referenceRegistry),
});

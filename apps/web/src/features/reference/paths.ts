/** Routes of the reference-data screens (spec 000 §2), one per registry entry. */
export const referencePaths = {
  cities: '/tanimlama/sehir',
  towns: '/tanimlama/sehir/:cityId/ilce',
  districts: '/tanimlama/sehir/:cityId/ilce/:townId/semt',
  genders: '/tanimlama/cinsiyet',
  levels: '/tanimlama/seviye',
  statuses: '/tanimlama/durum',
  locations: '/tanimlama/lokasyon',
} as const;

export type ReferenceEntity = keyof typeof referencePaths;

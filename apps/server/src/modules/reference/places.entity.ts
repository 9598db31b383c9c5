import { cities, countries, districts, towns } from '../../db/tenant/reference.table.ts';
import { cityResource, countryResource, districtResource, townResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/** Countries, cities, towns and districts: read-only, ordered the Turkish way by a seed-time sort key. */
const readOnlyPlace = {
  hidden: ['sortKey'],
  searchColumns: ['name'],
  sortColumns: ['id', 'name'],
  sortAliases: { name: 'sortKey' },
  defaultSort: { column: 'name', descending: false },
} as const;

export const countryEntity: EntityDefinition = {
  api: countryResource,
  table: countries,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: false },
};

export const cityEntity: EntityDefinition = {
  ...readOnlyPlace,
  api: cityResource,
  table: cities,
  filters: ['countryId'],
  relations: [{ field: 'country', foreignKey: 'countryId', target: () => countryEntity }],
};

export const townEntity: EntityDefinition = {
  ...readOnlyPlace,
  api: townResource,
  table: towns,
  filters: ['cityId'],
  relations: [{ field: 'city', foreignKey: 'cityId', target: () => cityEntity }],
};

export const districtEntity: EntityDefinition = {
  ...readOnlyPlace,
  api: districtResource,
  table: districts,
  filters: ['townId'],
  relations: [{ field: 'town', foreignKey: 'townId', target: () => townEntity }],
};

import { FIXED_COUNTRY_ID, locationCreateInput, locationUpdateInput } from '@pano/contract';
import { lookupEntity } from '../../crud/lookupEntity.ts';
import type { EntityDefinition } from '../../crud/types.ts';
import { referencePaths, type ReferenceEntity } from './paths.ts';

const nameColumn = [{ path: 'name' }];

/** The reference-data registry (spec 000 §2, §7): one entry per screen, served by the generic list page. */
export const referenceDefinitions: Record<ReferenceEntity, EntityDefinition> = {
  cities: {
    key: 'city',
    typeName: 'City',
    listQuery: 'cities',
    singleQuery: 'city',
    columns: nameColumn,
    pageSize: 5,
    sort: { column: 'name', descending: false },
    filters: { countryId: FIXED_COUNTRY_ID },
    rowLinks: [{ labelKey: 'reference.townsOf', to: referencePaths.towns, param: 'cityId' }],
  },
  towns: {
    key: 'town',
    typeName: 'Town',
    listQuery: 'towns',
    singleQuery: 'town',
    columns: nameColumn,
    pageSize: 5,
    parent: { param: 'cityId', query: 'city' },
    back: referencePaths.cities,
    rowLinks: [{ labelKey: 'reference.districtsOf', to: referencePaths.districts, param: 'townId' }],
  },
  districts: {
    key: 'district',
    typeName: 'District',
    listQuery: 'districts',
    columns: nameColumn,
    pageSize: 10,
    parent: { param: 'townId', query: 'town' },
    back: referencePaths.towns,
  },
  genders: lookupEntity('gender', 'Gender', 'genders'),
  levels: lookupEntity('level', 'Level', 'levels'),
  // Other screens keep statuses in a cached lookup list (spec 000 §4): every mutation clears the queries
  // and the stored cache under its own list name, `statuses`, so nothing more is needed here.
  statuses: lookupEntity('status', 'Status', 'statuses'),
  locations: lookupEntity('location', 'Location', 'locations', {
    singleQuery: undefined,
    columns: [
      { path: 'name' },
      { path: 'latitude', format: 'coordinate' },
      { path: 'longitude', format: 'coordinate' },
      { path: 'isDefined', format: 'boolean' },
    ],
    dialogFields: [
      { name: 'name', kind: 'text' },
      { name: 'latitude', kind: 'coordinate' },
      { name: 'longitude', kind: 'coordinate' },
      { name: 'isDefined', kind: 'switch', defaultValue: true },
    ],
    createSchema: locationCreateInput,
    updateSchema: locationUpdateInput,
    sort: { column: 'id', descending: true },
  }),
};

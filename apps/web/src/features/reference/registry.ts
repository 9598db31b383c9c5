import {
  cityResource,
  districtResource,
  FIXED_COUNTRY_ID,
  genderResource,
  levelResource,
  locationResource,
  statusResource,
  townResource,
} from '@pano/contract';
import { lookupEntity } from '../../crud/core/lookupEntity.ts';
import type { Registry } from '../area.tsx';

const nameColumn = [{ path: 'name', sortable: true }];

/** The reference-data registry (spec 000 §2, §7): one entry per screen, served by the generic list page. */
export const referenceRegistry = {
  cities: {
    key: 'city',
    api: cityResource,
    list: {
      columns: nameColumn,
      pageSize: 5,
      sort: { column: 'name', descending: false },
      pagerFields: { countryId: FIXED_COUNTRY_ID },
    },
    rows: { links: [{ labelKey: 'reference.townsOf', screen: 'towns', param: 'cityId' }] },
  },
  towns: {
    key: 'town',
    api: townResource,
    list: {
      columns: nameColumn,
      pageSize: 5,
      parent: { param: 'cityId', api: cityResource },
      back: 'cities',
    },
    rows: { links: [{ labelKey: 'reference.districtsOf', screen: 'districts', param: 'townId' }] },
  },
  districts: {
    key: 'district',
    api: districtResource,
    list: {
      columns: nameColumn,
      pageSize: 10,
      parent: { param: 'townId', api: townResource },
      back: 'towns',
    },
  },
  genders: lookupEntity('gender', genderResource),
  levels: lookupEntity('level', levelResource),
  // Other screens keep statuses in a cached lookup list (spec 000 §4): every mutation clears the queries
  // and the stored cache under its own list name, `statuses`, so nothing more is needed here.
  statuses: lookupEntity('status', statusResource, {
    list: { columns: [{ path: 'name', sortable: true }, { path: 'code' }] },
    form: {
      fields: [
        { name: 'name', kind: 'text' },
        { name: 'code', kind: 'text' },
      ],
    },
  }),
  locations: lookupEntity('location', locationResource, {
    list: {
      columns: [
        { path: 'name', sortable: true },
        { path: 'latitude', format: 'coordinate' },
        { path: 'longitude', format: 'coordinate' },
        { path: 'isDefined', format: 'boolean' },
      ],
      sort: { column: 'id', descending: true },
    },
    form: {
      fields: [
        { name: 'name', kind: 'text' },
        { name: 'latitude', kind: 'coordinate' },
        { name: 'longitude', kind: 'coordinate' },
        { name: 'isDefined', kind: 'switch', defaultValue: true },
      ],
    },
  }),
} satisfies Registry;

import { locationCreateInput, locationUpdateInput } from '@pano/contract';
import { genders, levels, locations, statuses } from '../../db/tenant/schema.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { lookupEntity } from './lookup-entity.ts';
import { cityEntity, countryEntity, districtEntity, townEntity } from './places.entity.ts';

export const genderEntity = lookupEntity('Gender', 'genders', genders);
export const levelEntity = lookupEntity('Level', 'levels', levels);
export const statusEntity = lookupEntity('Status', 'statuses', statuses);

export const locationEntity: EntityDefinition = {
  typeName: 'Location',
  listName: 'locations',
  singleName: 'location',
  table: locations,
  searchColumns: ['name'],
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: true },
  hasActive: true,
  create: { name: 'createLocation', input: locationCreateInput },
  update: { name: 'updateLocation', input: locationUpdateInput },
  remove: { name: 'deleteLocation' },
};

/** Every reference-data entity, in registration order. */
export const referenceEntities: readonly EntityDefinition[] = [
  countryEntity,
  cityEntity,
  townEntity,
  districtEntity,
  genderEntity,
  levelEntity,
  statusEntity,
  locationEntity,
];

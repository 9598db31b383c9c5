import { genderResource, levelResource, locationResource, statusResource } from '@pano/contract';
import { genders, levels, locations, statuses } from '../../db/tenant/reference.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { lookupEntity } from './lookup-entity.ts';

export const genderEntity = lookupEntity(genderResource, genders);
export const levelEntity = lookupEntity(levelResource, levels);
export const statusEntity = lookupEntity(statusResource, statuses);

export const locationEntity: EntityDefinition = {
  ...lookupEntity(locationResource, locations),
  sortColumns: ['id', 'name'],
};

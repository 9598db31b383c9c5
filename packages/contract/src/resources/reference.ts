import {
  locationCreateInput,
  locationUpdateInput,
  lookupCreateInput,
  lookupUpdateInput,
  statusCreateInput,
  statusUpdateInput,
} from '../validation/reference.ts';
import { crudResource, defineResource, type Resource } from './resource.ts';

/** An id/name/isActive lookup (gender, level, status, the recruitment lookups): one line each. */
export const lookupResource = (typeName: string, list: string, extra: Partial<Resource> = {}): Resource =>
  crudResource(typeName, list, lookupCreateInput, lookupUpdateInput, extra);

/** Places are read-only (spec 000 §2). */
export const countryResource = defineResource({ typeName: 'Country', list: 'countries', single: 'country' });
export const cityResource = defineResource({ typeName: 'City', list: 'cities', single: 'city' });
export const townResource = defineResource({ typeName: 'Town', list: 'towns', single: 'town' });
export const districtResource = defineResource({
  typeName: 'District',
  list: 'districts',
  single: 'district',
});

export const genderResource = lookupResource('Gender', 'genders');
export const levelResource = lookupResource('Level', 'levels');
export const statusResource = crudResource('Status', 'statuses', statusCreateInput, statusUpdateInput);
export const locationResource = crudResource(
  'Location',
  'locations',
  locationCreateInput,
  locationUpdateInput,
);

import { defineArea } from '../area.ts';
import { cityEntity, countryEntity, districtEntity, townEntity } from './places.entity.ts';
import { genderEntity, levelEntity, locationEntity, statusEntity } from './reference.entities.ts';

/** Reference data (spec 000 §2): places (read-only) and the genders, levels, statuses and locations. */
export const referenceArea = defineArea({
  name: 'reference',
  entities: [
    countryEntity,
    cityEntity,
    townEntity,
    districtEntity,
    genderEntity,
    levelEntity,
    statusEntity,
    locationEntity,
  ],
});

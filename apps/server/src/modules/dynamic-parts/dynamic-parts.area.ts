import { defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import {
  dynamicPartEntity,
  dynamicPartGroupEntity,
  dynamicPartRoleEntity,
  dynamicPartUserEntity,
} from './dynamic-part.entities.ts';
import { myDynamicParts, myDynamicPartType } from './my-dynamic-parts.ts';
import {
  dynamicPartTargetComponents,
  dynamicPartViewTypes,
  type DynamicPartSourceOption,
  type DynamicPartViewTypeOption,
} from './part-lookups.ts';

/**
 * Dynamic parts of the employees' app home screen (spec 001 §2 Dynamic parts; docs/navigation.md): parts
 * with their users, groups and roles and the two lookups on the panel; on the portal, the parts the caller
 * sees with their announcements resolved.
 */
export const dynamicPartsArea = defineArea({
  name: 'dynamic-parts',
  entities: [dynamicPartEntity, dynamicPartUserEntity, dynamicPartGroupEntity, dynamicPartRoleEntity],
  main(kit) {
    const source = plainObject<DynamicPartSourceOption>(kit, 'DynamicPartTargetComponent', {
      id: 'Int',
      key: 'String',
      name: 'String',
    });
    defineQuery(kit, {
      name: 'dynamicPartTargetComponents',
      type: kit.list('DynamicPartTargetComponent', source),
      run: dynamicPartTargetComponents,
    });
    const viewType = plainObject<DynamicPartViewTypeOption>(kit, 'DynamicPartViewType', {
      id: 'Int',
      name: 'String',
    });
    defineQuery(kit, {
      name: 'dynamicPartViewTypes',
      type: kit.list('DynamicPartViewType', viewType),
      run: dynamicPartViewTypes,
    });
  },
  portal(kit) {
    defineQuery(kit, {
      name: 'myDynamicParts',
      type: kit.list('MyDynamicPart', myDynamicPartType(kit)),
      run: myDynamicParts,
    });
  },
});

import type { Kit, ObjectRef } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import type { StructureCategory, StructureItem, StructureOption } from './form-structure.ts';

/** `FormCategory { items [FormItem { options [FormOption] }] }`, made once per schema. */
export function formCategoryType(kit: Kit): ObjectRef<StructureCategory> {
  const option = plainObject<StructureOption>(kit, 'FormOption', {
    id: 'Int',
    formItemId: 'Int',
    value: 'String',
    point: 'Float',
    position: 'Int',
    isDeleted: 'Boolean',
  });
  const item = plainObject<StructureItem>(kit, 'FormItem', {
    id: 'Int',
    formCategoryId: 'Int',
    name: 'String',
    description: 'String?',
    isRequired: 'Boolean',
    minRequiredLength: 'Int?',
    maxRequiredLength: 'Int?',
    matrixRows: { list: 'String' },
    position: 'Int',
    formElementId: 'Int',
    element: 'String',
    isDeleted: 'Boolean',
    options: { list: option as never },
  });
  return plainObject<StructureCategory>(kit, 'FormCategory', {
    id: 'Int',
    formId: 'Int',
    name: 'String',
    position: 'Int',
    isActive: 'Boolean',
    isPassived: 'Boolean',
    items: { list: item as never },
  });
}

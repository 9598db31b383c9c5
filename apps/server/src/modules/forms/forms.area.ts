import {
  catalogPagerInput,
  formBuildInput,
  formOpenInput,
  formSchemaInput,
  formSubmitInput,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { exportFileResult } from '../../graphql/export-file.ts';
import { pagerSchema } from '../../crud/pager-schema.ts';
import { defineArea } from '../area.ts';
import { buildCompleteForm } from './build-form.ts';
import { exportFormUsers } from './export-form-users.ts';
import { formElements, type FormElementView } from './form-elements.ts';
import { formSchemas, type FormSchema } from './form-schemas.ts';
import { formEntity, formRoleEntity } from './form.entities.ts';
import { formUserEntity } from './form-user.entity.ts';
import { myForm, myForms, type PortalForm, type PortalFormSummary } from './portal-forms.ts';
import { formCategoryType } from './structure-types.ts';
import { submitForm } from './submit-form.ts';

/**
 * Forms (spec 001 §2 Forms; docs/forms.md): forms, their roles and submissions on the panel, the builder's
 * one-transaction save, the submissions' Excel export; employees list, open and fill the forms of their role
 * on the portal; the shared service answers the tenant's form schemas.
 */
export const formsArea = defineArea({
  name: 'forms',
  entities: [formEntity, formRoleEntity, formUserEntity],
  main(kit) {
    const element = plainObject<FormElementView>(kit, 'FormElement', {
      id: 'Int',
      code: 'String',
      name: 'String',
    });
    defineQuery(kit, {
      name: 'formElements',
      type: kit.list('FormElement', element),
      input: {
        arg: 'pagerModel',
        schema: catalogPagerInput,
        typeName: 'FormElementPagerModel',
        optional: true,
      },
      run: formElements,
    });
    defineMutation(kit, {
      name: 'buildCompleteForm',
      input: {
        schema: formBuildInput,
        typeName: 'FormBuildInputModel',
        nested: { categories: 'FormCategoryInput', items: 'FormItemInput', options: 'FormOptionInput' },
      },
      run: buildCompleteForm,
    });
    defineQuery(kit, {
      name: 'exportFormUsers',
      type: exportFileResult(kit),
      input: {
        arg: 'pagerModel',
        schema: pagerSchema(formUserEntity),
        typeName: 'FormUserPagerModel',
        optional: true,
      },
      run: exportFormUsers,
    });
  },
  shared(kit) {
    const schema = plainObject<FormSchema>(kit, 'FormSchema', {
      id: 'Int',
      name: 'String',
      version: 'Int',
      categories: { list: formCategoryType(kit) as never },
    });
    // spec 000 §7: sent "with the tag"; the token's tenant decides, so a tag is accepted and changes nothing
    defineQuery(kit, {
      name: 'formSchemas',
      type: kit.list('FormSchema', schema),
      input: { schema: formSchemaInput, typeName: 'FormSchemaInput', optional: true },
      run: formSchemas,
    });
  },
  portal(kit) {
    const summary = plainObject<PortalFormSummary>(kit, 'PortalFormSummary', { id: 'Int', name: 'String' });
    defineQuery(kit, { name: 'myForms', type: kit.list('PortalFormSummary', summary), run: myForms });
    const form = plainObject<PortalForm>(kit, 'PortalForm', {
      id: 'Int',
      name: 'String',
      version: 'Int',
      categories: { list: formCategoryType(kit) as never },
    });
    defineQuery(kit, {
      name: 'myForm',
      type: kit.single('PortalForm', form),
      input: { schema: formOpenInput, typeName: 'MyFormInput' },
      run: myForm,
    });
    defineMutation(kit, {
      name: 'submitForm',
      input: { schema: formSubmitInput, typeName: 'SubmitFormInput', nested: { answers: 'FormAnswerInput' } },
      run: submitForm,
    });
  },
});

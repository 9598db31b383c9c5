import { disciplineDefenceInput, disciplineRequestInput } from '@pano/contract';
import { plainObject } from '../../graphql/objects.ts';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { formCategoryType } from '../forms/structure-types.ts';
import type { FormAnswer } from '../forms/form-user.entity.ts';
import type { PortalForm } from '../forms/portal-forms.ts';
import { portalPager } from '../portal/portal-pager.ts';
import { defineArea } from '../area.ts';
import { disciplineCaseEntity } from './discipline-case.entity.ts';
import { disciplineRoleEntity, disciplineWorkflowEntity } from './discipline.entities.ts';
import { myDisciplineCases, type MyDisciplineCase } from './my-discipline-cases.ts';
import { disciplineForm, requestDiscipline, submitDefence } from './request-discipline.ts';

/**
 * Discipline (spec 002 §2 Discipline; docs/discipline.md): the role → form and role → workflow mappings and
 * the cases in the panel; on the portal a manager opens a case about an employee and the employee defends.
 */
export const disciplineArea = defineArea({
  name: 'discipline',
  entities: [disciplineRoleEntity, disciplineWorkflowEntity, disciplineCaseEntity],
  portal(kit) {
    const categories = { list: formCategoryType(kit) as never };
    const form = plainObject<PortalForm>(kit, 'PortalForm', {
      id: 'Int',
      name: 'String',
      version: 'Int',
      categories,
    });
    defineQuery(kit, { name: 'disciplineForm', type: kit.single('PortalForm', form), run: disciplineForm });
    defineMutation(kit, {
      name: 'requestDiscipline',
      input: {
        schema: disciplineRequestInput,
        typeName: 'RequestDisciplineInput',
        nested: { answers: 'FormAnswerInput' },
      },
      run: requestDiscipline,
    });
    defineMutation(kit, {
      name: 'submitDefence',
      input: {
        schema: disciplineDefenceInput,
        typeName: 'SubmitDefenceInput',
        nested: { answers: 'FormAnswerInput' },
      },
      run: submitDefence,
    });
    const answer = plainObject<FormAnswer>(kit, 'FormAnswer', { formItemId: 'Int', value: 'String?' });
    const item = plainObject<MyDisciplineCase>(kit, 'MyDisciplineCase', {
      id: 'Int',
      part: 'String',
      requesterFullName: 'String',
      employeeFullName: 'String',
      formId: 'Int',
      formName: 'String',
      state: 'String',
      stateName: 'String',
      outcome: 'String?',
      outcomeName: 'String?',
      canDefend: 'Boolean',
      createTime: 'String',
      completedDate: 'String?',
      categories,
      requestAnswers: { list: answer as never },
      defenceAnswers: { list: answer as never },
    });
    defineQuery(kit, {
      name: 'myDisciplineCases',
      type: kit.list('MyDisciplineCase', item),
      input: {
        arg: 'pagerModel',
        schema: portalPager,
        typeName: 'MyDisciplineCasePagerModel',
        optional: true,
      },
      run: myDisciplineCases,
    });
  },
});

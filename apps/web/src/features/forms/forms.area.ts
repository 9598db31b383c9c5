import { defineArea, list, page } from '../area.tsx';

/**
 * Forms (spec 001 §2 Forms; docs/forms.md): the list, a form's detail with a preview, the drag-and-drop
 * builder (dnd-kit loads with its page only), the roles, the submissions and one submission.
 */
export const formsArea = defineArea({
  name: 'forms',
  screens: {
    formList: list('/form/formlar', 'formList'),
    formDetail: page('/form/formlar/:formId', () => import('./FormDetailPage.tsx'), 'FormDetailPage'),
    formBuilder: page(
      '/form/formlar/:formId/editform',
      () => import('./FormBuilderPage.tsx'),
      'FormBuilderPage',
    ),
    formRoles: list('/form/formlar/:formId/roller', 'formRoles'),
    formUsers: list('/form/formlar/:formId/kullanicilar', 'formUsers'),
    formUserDetail: page(
      '/form/formlar/:formId/kullanicilar/:formUserId',
      () => import('./FormUserPage.tsx'),
      'FormUserPage',
    ),
  },
  registry: () => import('./registry.ts').then((module) => module.formsRegistry),
});

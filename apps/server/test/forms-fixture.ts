import { quizTenant } from './quizzes-fixture.ts';
import type { TestServer } from './harness.ts';

export const MESSAGES = 'isSuccess message messages { code message field }';
export const BUILD = `mutation($i: FormBuildInputModel!) { buildCompleteForm(inputModel: $i) { ${MESSAGES} data { id } } }`;
const CATEGORY_FIELDS =
  'id name position isActive isPassived items { id name description isRequired minRequiredLength maxRequiredLength position formElementId element isDeleted options { id value point position isDeleted } }';
export const FORM = `query($id: Int!) { form(id: $id) { isSuccess data { id name categories { ${CATEGORY_FIELDS} } } } }`;
export const MY_FORMS = `{ myForms { isSuccess totalItemCount data { id name } } }`;
export const MY_FORM = `query($i: MyFormInput!) { myForm(inputModel: $i) { ${MESSAGES} data { id name version categories { ${CATEGORY_FIELDS} } } } }`;
export const SUBMIT = `mutation($i: SubmitFormInput!) { submitForm(inputModel: $i) { ${MESSAGES} data { id } } }`;
export const FORM_USERS = `query($p: FormUserPagerModel) { formUsers(pagerModel: $p) { isSuccess totalItemCount data { id formId user { name surname fullName } status { id name isSuccess } isCompleted completedDate } } }`;
export const FORM_USER = `query($id: Int!) { formUser(id: $id) { isSuccess data { id status { id name } answers { formItemId value } approvals { user { fullName } commandType { name } isProcessed processedDate description } categories { ${CATEGORY_FIELDS} } } } }`;

export interface Option {
  id: number;
  value: string;
  point: number;
  position: number;
  isDeleted: boolean;
}
export interface Item {
  id: number;
  name: string;
  formElementId: number;
  element: string;
  isRequired: boolean;
  isDeleted: boolean;
  minRequiredLength: number | null;
  maxRequiredLength: number | null;
  description: string | null;
  options: Option[];
}
export interface Category {
  id: number;
  name: string;
  isActive: boolean;
  isPassived: boolean;
  items: Item[];
}
export interface Form {
  id: number;
  name: string;
  categories: Category[];
}

/** A tenant (administrator, roles, a workflow) with forms built through the API and employees to fill them. */
export async function formTenant(server: TestServer) {
  const t = await quizTenant(server);
  const read = async (id: number) => (await t.call<Form>(FORM, { id })).data;
  const build = (formId: number, categories: unknown[], lang: 'tr' | 'en' = 'tr') =>
    t.call<{ id: number }>(BUILD, { i: { formId, categories } }, lang);
  /** A form open to the role: a category with a required textbox (3–10), a dropdown (a, b) and a label. */
  const readyForm = async (name: string, roleName = 'Personel') => {
    const formId = await t.made('Form', { name });
    await t.made('FormRole', { formId, roleId: t.role(roleName), workflowId: t.workflowId });
    const built = await build(formId, [
      {
        name: 'Genel',
        items: [
          { name: 'Adınız', formElementId: 1, isRequired: true, minRequiredLength: 3, maxRequiredLength: 10 },
          {
            name: 'Birim',
            formElementId: 3,
            isRequired: true,
            options: [
              { value: 'Satış', point: 1 },
              { value: 'Destek', point: 2 },
            ],
          },
          { name: 'Bilgi', formElementId: 8 },
        ],
      },
    ]);
    if (!built.isSuccess) throw new Error(`build: ${built.message}`);
    return { formId, form: await read(formId) };
  };
  return { ...t, read, build, readyForm };
}

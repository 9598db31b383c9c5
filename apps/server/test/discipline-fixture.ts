import { ENVELOPE, requestsTenant } from './requests-fixture.ts';
import { BUILD } from './forms-fixture.ts';
import type { TestServer } from './harness.ts';

export const DISCIPLINE_FORM = `{ disciplineForm { ${ENVELOPE} data { id name categories { items { id name } } } } }`;
export const REQUEST_DISCIPLINE = `mutation($i: RequestDisciplineInput!) { requestDiscipline(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const SUBMIT_DEFENCE = `mutation($i: SubmitDefenceInput!) { submitDefence(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const MY_CASES = `{ myDisciplineCases(pagerModel: { pageSize: 50 }) { ${ENVELOPE} totalItemCount data { id part state stateName outcome canDefend employeeFullName requestAnswers { formItemId value } defenceAnswers { formItemId value } } } }`;
const ANSWERS = 'answers { formItemId value }';
const TRAIL = 'state trail { event text }';
export const CASE = `query($id: Int!) { disciplineCase(id: $id) { ${ENVELOPE} data { id state outcome outcomeName isCompleted status { name } requester { fullName } employee { fullName } requestForm { ${ANSWERS} } defenceForm { ${ANSWERS} } requestWorkflow { ${TRAIL} } defenceWorkflow { ${TRAIL} } } } }`;
export const CASES = `query($p: DisciplineCasePagerModel) { disciplineCases(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id state } } }`;

export interface MyCase {
  id: number;
  part: string;
  state: string;
  stateName: string;
  outcome: string | null;
  canDefend: boolean;
  requestAnswers: { formItemId: number; value: string }[];
  defenceAnswers: { formItemId: number; value: string }[];
}

/**
 * A tenant where Personel opens discipline requests with 'Disiplin tutanağı' (a required text and an
 * optional one) under 'Yönetici onayı' (type 1: the requester's first-level manager decides) and defends
 * under 'İK onayı' (type 2: 'İnsan Kaynakları' decides); the accused employee (`accused`) is another Personel.
 */
export async function disciplineTenant(server: TestServer) {
  const t = await requestsTenant(server);
  const formId = await t.made('Form', { name: 'Disiplin tutanağı' });
  const built = await t.call(BUILD, {
    i: {
      formId,
      categories: [
        {
          name: 'Olay',
          items: [
            { name: 'Olayın açıklaması', formElementId: 2, isRequired: true },
            { name: 'Tanıklar', formElementId: 1 },
          ],
        },
      ],
    },
  });
  if (!built.isSuccess) throw new Error(`build: ${built.message}`);
  const form = await t.call<{ categories: { items: { id: number }[] }[] }>(
    `query($id: Int!) { form(id: $id) { data { categories { items { id } } } } }`,
    { id: formId },
  );
  const [what, witnesses] = form.data.categories[0]!.items.map((item) => item.id) as [number, number];
  const personel = t.role('Personel');
  await t.made('DisciplineRole', { roleId: personel, formId });
  // the form is also open to Personel as a plain form: a discipline request must not run that workflow
  await t.made('FormRole', { formId, roleId: personel, workflowId: t.workflow('İK onayı') });
  await t.made('DisciplineWorkflow', { roleId: personel, workflowId: t.workflow('Yönetici onayı'), type: 1 });
  await t.made('DisciplineWorkflow', { roleId: personel, workflowId: t.workflow('İK onayı'), type: 2 });
  const accused = await t.person();
  const open = (answer: string, who = t.requester, about = accused.userId, lang: 'tr' | 'en' = 'tr') =>
    t.portal<{ id: number }>(
      who,
      REQUEST_DISCIPLINE,
      { i: { employeeId: about, answers: [{ formItemId: what, value: answer }] } },
      lang,
    );
  /** Decides the open approval of the case's request of `kind` as `who`. */
  const decideCase = async (
    who: { token: string },
    requester: { token: string },
    caseId: number,
    kind: 'discipline' | 'disciplineDefence',
    command: 'Onayla' | 'Reddet',
    description: string | null = null,
  ) => {
    const request = await t.requestOf(requester, caseId, kind);
    const approval = (await t.approvalsOf(who)).find((a) => a.requestId === request.id);
    if (!approval) throw new Error(`no approval for ${kind} ${caseId}`);
    return t.decide(who, approval, command, description);
  };
  const myCases = async (who: { token: string }) => (await t.portal<MyCase[]>(who, MY_CASES)).data;
  return { ...t, formId, what, witnesses, accused, open, decideCase, myCases };
}

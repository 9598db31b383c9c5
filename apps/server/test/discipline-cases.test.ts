import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { MY_NOTIFICATIONS, MY_REQUESTS, type RequestView } from './requests-fixture.ts';
import { CASE, CASES, DISCIPLINE_FORM, disciplineTenant, SUBMIT_DEFENCE } from './discipline-fixture.ts';

interface CaseView {
  id: number;
  state: string;
  outcome: string | null;
  outcomeName: string | null;
  isCompleted: boolean;
  status: { name: string };
  requestForm: { answers: { formItemId: number; value: string }[] };
  defenceForm: { answers: { formItemId: number; value: string }[] } | null;
  requestWorkflow: Pick<RequestView, 'state' | 'trail'>;
  defenceWorkflow: Pick<RequestView, 'state' | 'trail'> | null;
}

/** A discipline case from the request to the defence's outcome, through the engine (docs/discipline.md). */
describe('discipline cases', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof disciplineTenant>>;
  const read = async (id: number, lang: 'tr' | 'en' = 'tr') =>
    (await t.call<CaseView>(CASE, { id }, lang)).data;
  const total = async () => (await t.call<unknown[]>(CASES, { p: { pageSize: 50 } })).totalItemCount;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await disciplineTenant(server);
  });
  afterAll(() => server.stop());

  it('gives my role its form and refuses what it cannot open, storing nothing', async () => {
    const form = await t.portal<{ name: string; categories: { items: { name: string }[] }[] }>(
      t.requester,
      DISCIPLINE_FORM,
    );
    expect(form.data.name).toBe('Disiplin tutanağı');
    expect(form.data.categories[0]?.items.map((i) => i.name)).toEqual(['Olayın açıklaması', 'Tanıklar']);
    const empty = await t.open('');
    expect(empty.isSuccess).toBe(false);
    expect(empty.messages[0]?.message).toContain('Olayın açıklaması');
    expect(await t.open('Kendim', t.requester, t.requester.userId, 'en')).toMatchObject({
      isSuccess: false,
      message: 'You cannot open a discipline request about yourself.',
    });
    const editor = await t.employee('Editor');
    expect(await t.open('Rolüm yok', editor)).toMatchObject({
      isSuccess: false,
      message: 'Rolünüz için disiplin formu tanımlanmamış.',
    });
    expect(await t.open('Kimse', t.requester, 999_999)).toMatchObject({ isSuccess: false });
    expect(await total()).toBe(0);
  });

  it('runs request → approval → defence → defence workflow → closed, each side seeing what it should', async () => {
    const opened = await t.open('Toplantıya üç kez geç kaldı');
    expect(opened.isSuccess).toBe(true);
    const id = opened.data.id;
    // the requester sees it at once; the employee not while it is in approval
    expect((await t.myCases(t.requester)).map((c) => [c.id, c.part, c.state])).toEqual([
      [id, 'requester', 'requested'],
    ]);
    expect(await t.myCases(t.accused)).toEqual([]);
    // the answers run the discipline workflow, never the form's own
    const mine = await t.requestOf(t.requester, id, 'discipline');
    expect(mine.state).toBe('running');
    const formRequests = await t.portal<RequestView[]>(t.requester, MY_REQUESTS, { p: { kind: 'form' } });
    expect(formRequests.data).toEqual([]);
    expect(await t.decideCase(t.manager1, t.requester, id, 'discipline', 'Onayla')).toMatchObject({
      isSuccess: true,
    });
    expect((await read(id)).state).toBe('defence');
    const inbox = await t.portal<{ body: string }[]>(t.accused, MY_NOTIFICATIONS);
    expect(inbox.data.map((n) => n.body)).toContainEqual(expect.stringContaining('savunmanız bekleniyor'));
    const [asked] = await t.myCases(t.accused);
    expect(asked).toMatchObject({ id, part: 'employee', state: 'defence', canDefend: true });
    expect(asked?.requestAnswers).toEqual([{ formItemId: t.what, value: 'Toplantıya üç kez geç kaldı' }]);
    // only the employee defends, once
    const notMine = await t.portal(t.requester, SUBMIT_DEFENCE, {
      i: { caseId: id, answers: [{ formItemId: t.what, value: 'x' }] },
    });
    expect(notMine).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    const defence = { caseId: id, answers: [{ formItemId: t.what, value: 'Trafik kazası vardı' }] };
    expect(await t.portal(t.accused, SUBMIT_DEFENCE, { i: defence })).toMatchObject({ isSuccess: true });
    expect(await t.portal(t.accused, SUBMIT_DEFENCE, { i: defence }, 'en')).toMatchObject({
      isSuccess: false,
      message: 'This case is not waiting for a defence.',
    });
    expect((await read(id)).state).toBe('defended');
    expect(await t.decideCase(t.hr1, t.accused, id, 'disciplineDefence', 'Onayla')).toMatchObject({
      isSuccess: true,
    });
    const closed = await read(id);
    expect(closed).toMatchObject({
      state: 'closed',
      outcome: 'approved',
      outcomeName: 'Yerinde bulundu',
      isCompleted: true,
      status: { name: 'Kapandı' },
      requestForm: { answers: [{ formItemId: t.what, value: 'Toplantıya üç kez geç kaldı' }] },
      defenceForm: { answers: [{ formItemId: t.what, value: 'Trafik kazası vardı' }] },
      requestWorkflow: { state: 'approved' },
      defenceWorkflow: { state: 'approved' },
    });
    expect(closed.requestWorkflow.trail.map((e) => e.event)).toContain('decision');
    expect((await read(id, 'en')).status.name).toBe('Closed');
    expect((await t.myCases(t.accused))[0]).toMatchObject({
      state: 'closed',
      outcome: 'approved',
      canDefend: false,
    });
  });

  it('a rejected request closes without a defence and is never shown to the employee', async () => {
    const opened = await t.open('Yanlış anlaşılma');
    await t.decideCase(t.manager1, t.requester, opened.data.id, 'discipline', 'Reddet', 'Kanıt yok');
    expect(await read(opened.data.id)).toMatchObject({
      state: 'closed',
      outcome: 'rejected',
      defenceForm: null,
      defenceWorkflow: null,
    });
    expect((await t.myCases(t.accused)).map((c) => c.id)).not.toContain(opened.data.id);
    const closed = await t.call<{ id: number }[]>(CASES, { p: { pageSize: 50, state: 'closed' } });
    expect(closed.totalItemCount).toBe(2);
    const waiting = await t.call<unknown[]>(CASES, { p: { pageSize: 50, state: 'defence' } });
    expect(waiting.totalItemCount).toBe(0);
  });

  it('keeps the people of a case: deleting the employee deactivates them', async () => {
    const answer = await t.call(
      `mutation($id: Int!) { deleteUser(id: $id) { isSuccess messages { code } } }`,
      {
        id: t.accused.userId,
      },
    );
    expect(answer).toMatchObject({ isSuccess: true, messages: [{ code: 'Deactivated' }] });
    expect((await t.call<unknown[]>(CASES, { p: { pageSize: 50 } })).totalItemCount).toBe(2);
  });

  it('another tenant does not find a case', async () => {
    const other = await server.createTenant();
    const token = await server.signIn(other);
    expect(await server.call(CASE, { id: 1 }, { token })).toMatchObject({ isSuccess: false, data: null });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/tenant/users.table.ts';
import { ManualClock, systemClock } from '../src/kernel/clock.ts';
import { formTenant, SUBMIT, type Form } from './forms-fixture.ts';
import { FINISH, readyQuiz, START } from './quizzes-fixture.ts';
import { TestServer } from './harness.ts';

const M = 'isSuccess message messages { code message } data { id }';
const op = (verb: 'create' | 'update', type: string) =>
  `mutation($i: ${type}${verb === 'create' ? 'Create' : 'Update'}Input!) { ${verb}${type}(inputModel: $i) { ${M} } }`;
const DELETE = (type: string) => `mutation($id: Int!) { delete${type}(id: $id) { ${M} } }`;
const ORIENTATIONS = `query($p: OrientationPagerModel) { orientations(pagerModel: $p) { isSuccess totalItemCount data { id name description } } }`;
const GET = `query($id: Int!) { getOrientation(orientationInformationId: $id) { isSuccess messages { code } data { id name description } } }`;
const PEOPLE = `query($p: OrientationUserPagerModel) { orientationUsers(pagerModel: $p) { isSuccess totalItemCount
  data { id userId description isCompleted completedTime progress user { fullName } responsibleUser { fullName } } } }`;
const FORM_LINKS = `query($p: OrientationFormPagerModel) { orientationForms(pagerModel: $p) { isSuccess totalItemCount data { id roleId formId role { name } form { name } } } }`;
const MY_ORIENTATION = `{ myOrientation { isSuccess totalItemCount data { id name description isCompleted completedTime
  responsibleUser { id name surname } forms { formId name isDone } quizzes { quizId name isDone } } } }`;
const MY_NOTIFICATIONS = `{ myNotifications(pagerModel: { pageSize: 50 }) { isSuccess totalItemCount data { body } } }`;
const FORM_USERS = `query($p: FormUserPagerModel) { formUsers(pagerModel: $p) { totalItemCount } }`;

interface Person {
  id: number;
  userId: number;
  description: string | null;
  isCompleted: boolean;
  completedTime: string | null;
  progress: string;
  user: { fullName: string };
  responsibleUser: { fullName: string } | null;
}
interface MyOrientation {
  id: number;
  name: string;
  isCompleted: boolean;
  completedTime: string | null;
  responsibleUser: { id: number; name: string; surname: string } | null;
  forms: { formId: number; name: string; isDone: boolean }[];
  quizzes: { quizId: number; name: string; isDone: boolean }[];
}

describe('orientation (spec 001 §2 Orientation; docs/navigation.md)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;
  let form: { formId: number; form: Form };
  let quiz: Awaited<ReturnType<typeof readyQuiz>>;
  let mentor: { token: string; userId: number };

  const write = (
    verb: 'create' | 'update',
    type: string,
    input: Record<string, unknown>,
    lang: 'tr' | 'en' = 'tr',
  ) => t.call<{ id: number }>(op(verb, type), { i: input }, lang);
  const made = async (type: string, input: Record<string, unknown>) => {
    const answer = await write('create', type, input);
    expect(answer, answer.message ?? undefined).toMatchObject({ isSuccess: true });
    return answer.data.id;
  };
  const orientation = (name: string) => made('Orientation', { name, description: `${name} açıklaması` });
  const people = async (orientationInformationId: number) =>
    (await t.call<Person[]>(PEOPLE, { p: { orientationInformationId, pageSize: 50 } })).data;
  const notificationsOf = async (who: { token: string }, lang: 'tr' | 'en' = 'tr') =>
    (await t.portal<{ body: string }[]>(who, MY_NOTIFICATIONS, {}, lang)).data.map((n) => n.body);
  const submit = async (who: { token: string }, target = form) => {
    const items = target.form.categories[0]!.items;
    const answers = [
      { formItemId: items[0]!.id, value: 'Ayşe' },
      { formItemId: items[1]!.id, value: String(items[1]!.options[0]!.id) },
    ];
    const sent = await t.portal(who, SUBMIT, { i: { formId: target.formId, answers } });
    expect(sent, sent.message ?? undefined).toMatchObject({ isSuccess: true });
  };
  const takeQuiz = async (who: { token: string }) => {
    const started = await t.portal<{ attemptId: number }>(who, START, { i: { quizId: quiz.quizId } });
    expect(started, started.message ?? undefined).toMatchObject({ isSuccess: true });
    const finished = await t.portal(who, FINISH, { i: { attemptId: started.data.attemptId } });
    expect(finished, finished.message ?? undefined).toMatchObject({ isSuccess: true });
  };
  /** A new employee of role Personel in the orientation, with the mentor responsible. */
  const newcomer = async (orientationInformationId: number) => {
    const employee = await t.employee('Personel');
    await made('OrientationUser', {
      orientationInformationId,
      userId: employee.userId,
      responsibleUserId: mentor.userId,
    });
    return employee;
  };
  /** An orientation with the form and the quiz for role Personel. */
  const withFormAndQuiz = async (name: string) => {
    const id = await orientation(name);
    const roleId = t.role('Personel');
    await made('OrientationForm', { orientationInformationId: id, roleId, formId: form.formId });
    await made('OrientationQuiz', { orientationInformationId: id, roleId, quizId: quiz.quizId });
    return id;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
    form = await t.readyForm('Tanışma formu');
    quiz = await readyQuiz(t, 'İş güvenliği', 30);
    mentor = await t.employee('Personel');
  });
  afterAll(() => server.stop());

  it('asks for every required field, in the caller’s language', async () => {
    const empty = await write('create', 'Orientation', { name: ' ', description: '' });
    expect(empty.isSuccess).toBe(false);
    expect(empty.messages.map((m) => m.message)).toEqual([
      'Ad: Bu alan zorunludur',
      'Açıklama: Bu alan zorunludur',
    ]);
    const id = await orientation('Zorunlular');
    const noRole = await write(
      'create',
      'OrientationForm',
      { orientationInformationId: id, formId: form.formId },
      'en',
    );
    expect(noRole).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(noRole.message).toMatch(/^Role: /);
    const noQuiz = await write('create', 'OrientationQuiz', {
      orientationInformationId: id,
      roleId: t.role('Personel'),
    });
    expect(noQuiz).toMatchObject({ isSuccess: false, message: 'Quiz: Bu alan zorunludur' });
    const noUser = await write('create', 'OrientationUser', {
      orientationInformationId: id,
      responsibleUserId: mentor.userId,
    });
    expect(noUser).toMatchObject({ isSuccess: false, message: 'Kullanıcı: Bu alan zorunludur' });
    const updated = await write('update', 'Orientation', {
      id,
      name: 'Zorunlu alanlar',
      description: 'Yeni',
    });
    expect(updated.isSuccess).toBe(true);
    expect((await t.call<{ name: string; description: string }>(GET, { id })).data).toMatchObject({
      name: 'Zorunlu alanlar',
      description: 'Yeni',
    });
  });

  it('takes a form or quiz once per orientation and role, a person once, never as their own responsible, only active ones', async () => {
    const id = await orientation('Bir kez');
    const roleId = t.role('Personel');
    await made('OrientationForm', { orientationInformationId: id, roleId, formId: form.formId });
    const again = await write('create', 'OrientationForm', {
      orientationInformationId: id,
      roleId,
      formId: form.formId,
    });
    expect(again).toMatchObject({ isSuccess: false, message: 'Form: Bu değer zaten kullanılıyor' });
    // the same form for another role, or in another orientation, is fine
    await made('OrientationForm', {
      orientationInformationId: id,
      roleId: t.role('Editor'),
      formId: form.formId,
    });
    await made('OrientationForm', {
      orientationInformationId: await orientation('Başka'),
      roleId,
      formId: form.formId,
    });
    await made('OrientationQuiz', { orientationInformationId: id, roleId, quizId: quiz.quizId });
    const quizAgain = await write('create', 'OrientationQuiz', {
      orientationInformationId: id,
      roleId,
      quizId: quiz.quizId,
    });
    expect(quizAgain).toMatchObject({ isSuccess: false, message: 'Quiz: Bu değer zaten kullanılıyor' });
    const listed = await t.call<{ form: { name: string }; role: { name: string } }[]>(FORM_LINKS, {
      p: { orientationInformationId: id, pageSize: 10 },
    });
    expect(listed.data.map((l) => `${l.role.name} ${l.form.name}`)).toEqual([
      'Personel Tanışma formu',
      'Editor Tanışma formu',
    ]);

    const joiner = await t.employee('Personel');
    const self = await write('create', 'OrientationUser', {
      orientationInformationId: id,
      userId: joiner.userId,
      responsibleUserId: joiner.userId,
    });
    expect(self).toMatchObject({
      isSuccess: false,
      message: 'Sorumlu kişi: Oryantasyondaki kişinin kendisi olamaz',
    });
    await made('OrientationUser', {
      orientationInformationId: id,
      userId: joiner.userId,
      responsibleUserId: mentor.userId,
    });
    const twice = await write('create', 'OrientationUser', {
      orientationInformationId: id,
      userId: joiner.userId,
      responsibleUserId: mentor.userId,
    });
    expect(twice).toMatchObject({ isSuccess: false, message: 'Kullanıcı: Bu değer zaten kullanılıyor' });

    const gone = await t.employee('Personel');
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ isActive: false }).where(eq(users.id, gone.userId)),
    );
    const passive = await write('create', 'OrientationUser', {
      orientationInformationId: id,
      userId: (await t.employee('Personel')).userId,
      responsibleUserId: gone.userId,
    });
    expect(passive).toMatchObject({ isSuccess: false, message: 'Sorumlu kişi: Etkin bir kullanıcı seçin' });
    const passiveForm = await t.made('Form', { name: 'Pasif form' });
    await t.call(op('update', 'Form'), { i: { id: passiveForm, name: 'Pasif form', isActive: false } });
    const refused = await write('create', 'OrientationForm', {
      orientationInformationId: id,
      roleId,
      formId: passiveForm,
    });
    expect(refused).toMatchObject({ isSuccess: false, message: 'Form: Etkin bir kayıt seçin' });
  });

  it('completes a person after the last form and the last quiz of their role, not before; tells the responsible user once', async () => {
    const id = await withFormAndQuiz('Yeni başlayanlar');
    const employee = await t.employee('Personel');
    await made('OrientationUser', {
      orientationInformationId: id,
      userId: employee.userId,
      responsibleUserId: mentor.userId,
      description: 'İlk hafta',
    });
    const before = await notificationsOf(mentor);
    expect((await people(id))[0]).toMatchObject({
      isCompleted: false,
      completedTime: null,
      progress: '0 / 2',
    });

    await submit(employee);
    expect((await people(id))[0]).toMatchObject({ isCompleted: false, progress: '1 / 2' });
    expect(await notificationsOf(mentor)).toEqual(before);

    await takeQuiz(employee);
    const [done] = await people(id);
    expect(done).toMatchObject({ isCompleted: true, progress: '2 / 2' });
    expect(Date.now() - Date.parse(done!.completedTime ?? '')).toBeLessThan(60_000);
    const after = await notificationsOf(mentor);
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toBe(`${done!.user.fullName} oryantasyonu tamamladı: Yeni başlayanlar`);
    expect((await notificationsOf(mentor, 'en'))[0]).toBe(
      `${done!.user.fullName} completed the orientation: Yeni başlayanlar`,
    );

    // doing it again changes nothing: one notification, the first completion time
    await submit(employee);
    await takeQuiz(employee);
    expect((await notificationsOf(mentor)).length).toBe(after.length);
    expect((await people(id))[0]!.completedTime).toBe(done!.completedTime);

    // the other way round: the quiz first, the form last
    const second = await newcomer(id);
    await takeQuiz(second);
    expect((await people(id))[1]).toMatchObject({ isCompleted: false, progress: '1 / 2' });
    await submit(second);
    expect((await people(id))[1]).toMatchObject({ isCompleted: true, progress: '2 / 2' });
    expect((await notificationsOf(mentor)).length).toBe(after.length + 1);

    const mine = await t.portal<MyOrientation[]>(employee, MY_ORIENTATION);
    expect(mine.data).toEqual([
      {
        id,
        name: 'Yeni başlayanlar',
        description: 'Yeni başlayanlar açıklaması',
        isCompleted: true,
        completedTime: done!.completedTime,
        responsibleUser: { id: mentor.userId, name: 'Çalışan', surname: expect.any(String) },
        forms: [{ formId: form.formId, name: 'Tanışma formu', isDone: true }],
        quizzes: [{ quizId: quiz.quizId, name: 'İş güvenliği', isDone: true }],
      },
    ]);
  });

  it('answers myOrientation with what is still to do, for my role only', async () => {
    const id = await withFormAndQuiz('Editörler de');
    const editorForm = await t.readyForm('Editör formu', 'Editor');
    await made('OrientationForm', {
      orientationInformationId: id,
      roleId: t.role('Editor'),
      formId: editorForm.formId,
    });
    const employee = await newcomer(id);
    await submit(employee);
    const mine = (await t.portal<MyOrientation[]>(employee, MY_ORIENTATION)).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      isCompleted: false,
      completedTime: null,
      forms: [{ formId: form.formId, isDone: true }],
      quizzes: [{ quizId: quiz.quizId, isDone: false }],
    });
    // someone in no orientation gets an empty list
    const stranger = await t.employee('Personel');
    expect(await t.portal(stranger, MY_ORIENTATION)).toMatchObject({
      isSuccess: true,
      data: [],
      totalItemCount: 0,
    });
  });

  it('completes at once someone added with everything done; never an orientation with nothing for their role', async () => {
    const employee = await t.employee('Personel');
    await submit(employee);
    await takeQuiz(employee);
    const before = (await notificationsOf(mentor)).length;
    const empty = await orientation('Boş oryantasyon');
    await made('OrientationUser', {
      orientationInformationId: empty,
      userId: employee.userId,
      responsibleUserId: mentor.userId,
    });
    expect((await people(empty))[0]).toMatchObject({ isCompleted: false, progress: '0 / 0' });

    const id = await withFormAndQuiz('Zaten bitmiş');
    await made('OrientationUser', {
      orientationInformationId: id,
      userId: employee.userId,
      responsibleUserId: mentor.userId,
    });
    expect((await people(id))[0]).toMatchObject({ isCompleted: true, progress: '2 / 2' });
    expect((await notificationsOf(mentor)).length).toBe(before + 1);

    // a link added to the empty one now completes it: everything for the role is done
    await made('OrientationForm', {
      orientationInformationId: empty,
      roleId: t.role('Personel'),
      formId: form.formId,
    });
    expect((await people(empty))[0]).toMatchObject({ isCompleted: true, progress: '1 / 1' });
  });

  it('completes when the last link left undone is removed', async () => {
    const id = await withFormAndQuiz('Link silinince');
    const employee = await newcomer(id);
    await submit(employee);
    const [quizLink] = (
      await t.call<{ id: number }[]>(
        `query($p: OrientationQuizPagerModel) { orientationQuizzes(pagerModel: $p) { data { id } } }`,
        { p: { orientationInformationId: id } },
      )
    ).data;
    expect((await t.call(DELETE('OrientationQuiz'), { id: quizLink!.id })).isSuccess).toBe(true);
    expect((await people(id))[0]).toMatchObject({ isCompleted: true, progress: '1 / 1' });
  });

  it('completes when the quiz is closed at its deadline by a later read, not only by the employee finishing', async () => {
    const id = await orientation('Süre doldu');
    await made('OrientationQuiz', {
      orientationInformationId: id,
      roleId: t.role('Personel'),
      quizId: quiz.quizId,
    });
    const employee = await newcomer(id);
    const clock = new ManualClock(new Date());
    server.server.services.clock = clock;
    try {
      const started = await t.portal<{ attemptId: number }>(employee, START, { i: { quizId: quiz.quizId } });
      expect(started.isSuccess).toBe(true);
      clock.advance(31 * 60_000);
      expect((await people(id))[0]).toMatchObject({ isCompleted: false, progress: '0 / 1' });
      // the panel's results list closes the attempts past their deadline first
      await t.call(`query($p: QuizAttemptPagerModel) { quizAttempts(pagerModel: $p) { totalItemCount } }`, {
        p: { quizId: quiz.quizId },
      });
      expect((await people(id))[0]).toMatchObject({ isCompleted: true, progress: '1 / 1' });
    } finally {
      server.server.services.clock = systemClock;
    }
  });

  it('ticks and unticks a person by hand: the time is set, then cleared; no notification', async () => {
    const id = await orientation('Elle');
    const employee = await t.employee('Personel');
    const record = await made('OrientationUser', {
      orientationInformationId: id,
      userId: employee.userId,
      responsibleUserId: mentor.userId,
    });
    const before = (await notificationsOf(mentor)).length;
    expect((await write('update', 'OrientationUser', { id: record, isCompleted: true })).isSuccess).toBe(
      true,
    );
    const [ticked] = await people(id);
    expect(ticked).toMatchObject({ isCompleted: true, completedTime: expect.any(String) });
    expect((await write('update', 'OrientationUser', { id: record, description: 'Not' })).isSuccess).toBe(
      true,
    );
    expect((await people(id))[0]).toMatchObject({ completedTime: ticked!.completedTime, description: 'Not' });
    expect((await write('update', 'OrientationUser', { id: record, isCompleted: false })).isSuccess).toBe(
      true,
    );
    expect((await people(id))[0]).toMatchObject({ isCompleted: false, completedTime: null });
    expect((await notificationsOf(mentor)).length).toBe(before);
  });

  it('deletes an orientation with its people and links; the submissions and attempts stay', async () => {
    const id = await withFormAndQuiz('Silinecek');
    const employee = await newcomer(id);
    await submit(employee);
    await takeQuiz(employee);
    const submissions = (await t.call(FORM_USERS, { p: { formId: form.formId } })).totalItemCount;
    const attempts = `{ myQuizAttempts { totalItemCount } }`;
    const mineBefore = (await t.portal(employee, attempts)).totalItemCount;
    expect((await t.call(DELETE('Orientation'), { id })).isSuccess).toBe(true);
    expect(await t.call(GET, { id })).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    expect((await t.call(PEOPLE, { p: { orientationInformationId: id } })).totalItemCount).toBe(0);
    expect((await t.call(FORM_LINKS, { p: { orientationInformationId: id } })).totalItemCount).toBe(0);
    expect((await t.call(FORM_USERS, { p: { formId: form.formId } })).totalItemCount).toBe(submissions);
    expect((await t.portal(employee, attempts)).totalItemCount).toBe(mineBefore);
    expect((await t.portal(employee, MY_ORIENTATION)).data).toEqual([]);
  });

  it('keeps each tenant’s orientations to itself', async () => {
    const id = await orientation('Bizim oryantasyon');
    const other = await formTenant(server);
    const theirs = await other.call<{ name: string }[]>(ORIENTATIONS, { p: { pageSize: 100 } });
    expect(theirs.data.map((o) => o.name)).not.toContain('Bizim oryantasyon');
    const read = await other.call(GET, { id });
    expect(read.isSuccess).toBe(false);
    const ours = await t.call<{ name: string }[]>(ORIENTATIONS, {
      p: { pageSize: 100, searchText: 'Bizim' },
    });
    expect(ours.data.map((o) => o.name)).toEqual(['Bizim oryantasyon']);
  });
});

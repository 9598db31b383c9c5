import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { CATEGORY_ICONS, pagerArgOf, pagerTypeOf, singleArgOf } from '@pano/contract';
import { AREAS } from '../src/modules/areas.ts';
import { genericWrites, type EntityDefinition } from '../src/crud/entity-definition.ts';
import { TestServer } from './harness.ts';
import { workflowFixtures, workflowSample, type WorkflowFixtures } from './workflows-registry-fixture.ts';
import { entitiesOutsideManifests } from '../src/app/schemas.ts';
import { registerEntity } from '../src/crud/register-entity.ts';
import { genderEntity } from '../src/modules/reference/reference.entities.ts';
import { demoPng } from '../src/seed/demo-announcement-media.ts';

/** Rows the people entities refer to, made once per tenant. */
interface Fixtures {
  roleId: number;
  departmentId: number;
  userId: number;
  managerId: number;
  groupId: number;
  workId: number;
  workflowId: number;
  permissionTypeId: number;
  statusId: number;
  quizTypeId: number;
  quizId: number;
  questionId: number;
  quizQuestionId: number;
  workflow: WorkflowFixtures;
  formId: number;
  linkGroupId: number;
  linkId: number;
  menuId: number;
  categoryId: number;
  dynamicPartId: number;
  sliderItemId: number;
  orientationInformationId: number;
  ratingTypeId: number;
  applicantId: number;
}

/** The fields of menus, links and their roles and devices (docs/navigation.md). */
const navigationSample = (tag: string, variant: 1 | 2, f: Fixtures) => ({
  position: 1,
  targetComponent: 'UrlBrowser',
  targetPayload: JSON.stringify({ url: `https://example.com/${tag}` }),
  backgroundColor: variant === 1 ? '#0A7E3C' : null,
  linkGroupId: f.linkGroupId,
  linkId: f.linkId,
  menuId: f.menuId,
  // a new menu entry shows on MOBILE already
  deviceType: 'WEB',
});

/** A dynamic part (its payload as the server stores it clean) and who sees one (docs/navigation.md). */
const dynamicPartSample = (typeName: string, tag: string, f: Fixtures) => ({
  dynamicPartId: f.dynamicPartId,
  ...(typeName === 'DynamicPart'
    ? {
        title: `Başlık ${tag}`,
        targetComponent: 'AnnouncementsByCategory',
        targetPayload: JSON.stringify({
          pageSize: 5,
          sortDescending: '1',
          startDate: null,
          endDate: null,
          lastDays: null,
          categoryIds: [f.categoryId],
          pinnedAnnouncementIds: [],
        }),
      }
    : {}),
});

/** A valid input for a definition, from its contract schema's field names; `variant` gives other values. */
function sampleInput(
  def: EntityDefinition,
  mode: 'create' | 'update',
  variant: 1 | 2,
  f: Fixtures,
): Record<string, unknown> {
  const tag = variant === 1 ? 'bir' : 'iki';
  const values: Record<string, unknown> = {
    name: `Örnek ${def.api.typeName} ${tag}`,
    surname: `Soyad ${tag}`,
    description: `Açıklama ${tag}`,
    email: `ornek-${def.api.typeName.toLowerCase()}-${tag}@registry.test`,
    gsm: variant === 1 ? '5321234567' : '5559876543',
    nationalityIdentityNumber: variant === 1 ? '10000000146' : '12345678950',
    companyIdentityNumber: `S-${tag}`,
    birthDate: variant === 1 ? '1990-05-17' : '1985-11-02',
    totalDayOff: variant === 1 ? 14 : 7.5,
    isPanelUser: false,
    latitude: 41.1,
    longitude: 29.1,
    isDefined: true,
    level: variant,
    isActive: variant === 1,
    userIds: [],
    groupIds: [],
    roleId: f.roleId,
    departmentId: f.departmentId,
    userId: f.userId,
    managerId: f.managerId,
    substituteId: f.managerId,
    startDate: variant === 1 ? '2027-01-04' : null,
    endDate: variant === 1 ? '2027-01-08' : null,
    // an offer's validity: a day not past (the start above is later)
    validUntil: variant === 1 ? '2027-01-02' : null,
    groupId: f.groupId,
    workId: f.workId,
    workflowId: f.workflowId,
    permissionTypeId: f.permissionTypeId,
    statusId: f.statusId,
    quizTypeId: f.quizTypeId,
    quizId: f.quizId,
    questionId: f.questionId,
    quizQuestionId: f.quizQuestionId,
    formId: f.formId,
    totalMinutes: variant === 1 ? 15 : 30,
    answerTypeId: variant,
    factor: 1,
    answer: `Cevap ${tag}`,
    isTrue: variant === 1,
    minScore: variant === 1 ? 0 : 1,
    maxScore: 1, // the fixture quiz has one question: 1 point (docs/quizzes.md)
    code: '',
    drawsOn: variant === 1 ? 'own' : 'annual',
    yearlyDays: variant === 1 ? 5 : null,
    day: variant === 1 ? '2031-05-05' : '2031-06-06',
    isHalfDay: variant === 1,
    icon: CATEGORY_ICONS[variant],
    isNotification: variant === 1 ? 1 : 0,
    value: `Metin ${tag}`,
    version: variant === 1 ? '2.1.0' : '3.0',
    ...navigationSample(tag, variant, f),
    ...workflowSample(def.api.typeName, variant, f.workflow),
    ...dynamicPartSample(def.api.typeName, tag, f),
    sliderItemId: f.sliderItemId,
    // an orientation's people and links (docs/navigation.md, Orientation): the responsible one is not the user
    orientationInformationId: f.orientationInformationId,
    responsibleUserId: f.managerId,
    isCompleted: variant === 2,
    // a discipline workflow's type (1 request, 2 defence result)
    type: variant,
    // a rating type's criteria (docs/recruitment.md)
    ratingTypeId: f.ratingTypeId,
    // an applicant's offers and interviews (docs/recruitment.md, Applicants)
    applicantId: f.applicantId,
    // an interview's date and time (docs/recruitment.md, Interviews)
    interviewDate: variant === 1 ? '2027-03-01T10:30' : '2027-03-02T09:00',
  };
  const shape = (def.api[mode]?.input.shape ?? {}) as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  // A level the schema refuses (a role's is always 1) falls back to 1.
  if (shape.level && !shape.level.safeParse(values.level).success) values.level = 1;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, values[key]]));
}

/** Every entity of every area (modules/areas.ts): a new area's entities are walked without editing this test. */
const registry = AREAS.flatMap((area) => area.entities ?? []);
const writable = registry.filter(
  (def) => genericWrites(def).includes('create') && (def.api.single || def.api.list),
);

type Made = (name: string, type: string, input: Record<string, unknown>) => Promise<number>;

/** The quiz rows the quiz entities refer to: a type, a quiz, a bank question and another one in the quiz. */
async function quizFixtures(made: Made, statusId: number) {
  const quizTypeId = await made('createQuizType', 'QuizTypeCreateInput', { name: 'Fikstür quiz tipi' });
  const quizId = await made('createQuiz', 'QuizCreateInput', {
    name: 'Fikstür quiz',
    quizTypeId,
    totalMinutes: 10,
  });
  const questionId = await made('createQuestion', 'QuestionCreateInput', { name: 'Fikstür sorusu' });
  const inQuiz = await made('createQuestion', 'QuestionCreateInput', { name: 'Fikstür quiz sorusu' });
  const quizQuestionId = await made('createQuizQuestion', 'QuizQuestionCreateInput', {
    quizId,
    questionId: inQuiz,
    answerTypeId: 2,
    factor: 1,
  });
  return { statusId, quizTypeId, quizId, questionId, quizQuestionId };
}

let server: TestServer;
let token: string;
let fixtures: Fixtures;
const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
  server.call<T>(query, variables, { token });

/** One tenant for the whole walk, with the rows the people entities refer to. */
beforeAll(async () => {
  server = await TestServer.start();
  const tenant = await server.createTenant();
  const signedIn = await server.verify(tenant.tag, tenant.email, tenant.password);
  token = signedIn.data?.token ?? '';
  const first = async (query: string) =>
    (await call<{ id: number }[]>(query)).data.map((row) => row.id)[0] as number;
  const made = async (name: string, type: string, input: Record<string, unknown>) =>
    (
      await call<{ id: number }>(`mutation($i: ${type}!) { ${name}(inputModel: $i) { data { id } } }`, {
        i: input,
      })
    ).data.id;
  const roleId = await first('{ roles { data { id } } }');
  const workflowId = await made('createWorkflow', 'WorkflowCreateInput', { name: 'Fikstür iş akışı' });
  const rows = async (query: string) => (await call<{ id: number; code: string }[]>(query)).data;
  const departmentId = await first('{ departments { data { id } } }');
  fixtures = {
    roleId,
    departmentId,
    userId: await made('createUser', 'UserCreateInput', {
      roleId,
      departmentId,
      name: 'Fikstür',
      surname: 'Kişi',
    }),
    managerId: signedIn.data?.userId ?? 0,
    groupId: await made('createGroup', 'GroupCreateInput', { name: 'Fikstür grubu' }),
    workId: await made('createWork', 'WorkCreateInput', { name: 'Fikstür işi' }),
    workflowId,
    workflow: await workflowFixtures(made, rows, workflowId),
    permissionTypeId: await made('createPermissionType', 'PermissionTypeCreateInput', {
      name: 'Fikstür izin tipi',
    }),
    ...(await quizFixtures(made, await first('{ statuses { data { id } } }'))),
    formId: await made('createForm', 'FormCreateInput', { name: 'Fikstür formu' }),
    ...(await navigationFixtures(made)),
    ...(await dynamicPartFixtures(made)),
    ...(await sliderFixtures(made)),
    orientationInformationId: await made('createOrientation', 'OrientationCreateInput', {
      name: 'Fikstür oryantasyonu',
      description: 'Fikstür',
    }),
    ratingTypeId: await made('createRatingType', 'RatingTypeCreateInput', { name: 'Fikstür kriter tipi' }),
    applicantId: await made('createApplicant', 'ApplicantCreateInput', { name: 'Fikstür', surname: 'Aday' }),
  };
  // an interview is scheduled only on a rating type with an active criterion (docs/recruitment.md, Interviews)
  await made('createRatingItem', 'RatingItemCreateInput', {
    name: 'Fikstür kriteri',
    ratingTypeId: fixtures.ratingTypeId,
  });
});

/** A link group, a link in it and a menu entry: what the link roles and the menu's roles and devices name. */
async function navigationFixtures(made: Made) {
  const target = { targetComponent: 'UrlBrowser', targetPayload: 'https://example.com', position: 1 };
  const linkGroupId = await made('createLinkGroup', 'LinkGroupCreateInput', { name: 'Fikstür grubu' });
  const linkId = await made('createLink', 'LinkCreateInput', {
    ...target,
    name: 'Fikstür bağlantısı',
    description: 'Fikstür',
    linkGroupId,
  });
  const menuId = await made('createMenu', 'MenuCreateInput', {
    ...target,
    name: 'Fikstür menüsü',
    icon: 'Info',
  });
  return { linkGroupId, linkId, menuId };
}

/** A slider and an item in it (its image inline, 800×400): what the item's roles name (docs/navigation.md). */
async function sliderFixtures(made: Made) {
  const sliderId = await made('createSlider', 'SliderCreateInput', { name: 'Fikstür sliderı' });
  const sliderItemId = await made('createSliderItem', 'SliderItemCreateInput', {
    sliderId,
    name: 'Fikstür öğesi',
    description: 'Fikstür',
    position: 1,
    targetComponent: 'UrlBrowser',
    targetPayload: 'https://example.com',
    fileName: 'fikstur.png',
    imageBase64String: demoPng([0, 0, 0], [255, 255, 255], 1, 800, 400).toString('base64'),
  });
  return { sliderItemId };
}

/** An announcement category and a dynamic part showing it: what the part's users, groups and roles name. */
async function dynamicPartFixtures(made: Made) {
  const categoryId = await made('createCategory', 'CategoryCreateInput', {
    name: 'Fikstür kategorisi',
    icon: 'Info',
    isNotification: 0,
  });
  const dynamicPartId = await made('createDynamicPart', 'DynamicPartCreateInput', {
    name: 'Fikstür alanı',
    title: 'Fikstür',
    position: 1,
    targetComponent: 'AnnouncementsByCategory',
    targetPayload: JSON.stringify({ categoryIds: [categoryId] }),
  });
  return { categoryId, dynamicPartId };
}
afterAll(() => server.stop());

/**
 * Walks the entity registry: every entity with writes gets the same create → read → list → update →
 * passive → delete cycle over HTTP, as far as it has each step. A new registry entry is covered without
 * editing this test.
 */
describe.each(writable.map((def) => [def.api.typeName, def] as const))('generic CRUD: %s', (_name, def) => {
  const { api } = def;
  const columns = Object.keys(getTableColumns(def.table)).filter((key) => !def.hidden?.includes(key));
  const shape = api.create?.input.shape ?? {};
  // a column an extra field replaces answers something else than was sent (DisciplineWorkflow.type: the
  // spec's name of the number); its own area's tests read it
  const checked = Object.keys(shape).filter((key) => columns.includes(key) && !def.extraFields?.[key]);
  const fields = ['id', ...checked, ...(def.hasActive ? ['isActive'] : [])].join(' ');
  const pagerArg = pagerArgOf(api);
  const pagerType = pagerTypeOf(api);
  const singleArg = singleArgOf(api);
  const update = genericWrites(def).includes('update') ? api.update : undefined;
  const remove = genericWrites(def).includes('remove') ? api.remove : undefined;
  /** The field a blank value makes invalid: the name, or the first field. */
  const required = 'name' in shape ? 'name' : (Object.keys(shape)[0] ?? 'id');

  const read = async (id: number): Promise<Record<string, unknown> | undefined> => {
    if (api.single) {
      const single = await call<Record<string, unknown> | null>(
        `query($id: Int!) { ${api.single}(${singleArg}: $id) { data { ${fields} } } }`,
        { id },
      );
      return single.data ?? undefined;
    }
    const rows = await list({ pageSize: 500, searchText: null });
    return rows.data.find((row) => row.id === id);
  };
  const list = async (extra: Record<string, unknown> = {}) =>
    call<Record<string, unknown>[]>(
      `query($p: ${pagerType}) { ${api.list}(${pagerArg}: $p) { totalItemCount data { ${fields} } } }`,
      { p: { pageSize: 50, searchText: 'Örnek', ...extra } },
    );
  /** What the server keeps of an input: the contract's parsed values, column by column. */
  const stored = (mode: 'create' | 'update', input: Record<string, unknown>) => {
    const parsed = api[mode]?.input.parse(input) as Record<string, unknown>;
    return Object.fromEntries(checked.map((key) => [key, parsed[key]]));
  };

  it('creates, reads, lists, updates, makes passive and deletes', async () => {
    const input = sampleInput(def, 'create', 1, fixtures);
    const created = await call<{ id: number }>(
      `mutation($i: ${api.typeName}CreateInput!) { ${api.create?.name}(inputModel: $i) { isSuccess messages { message } data { id } } }`,
      { i: input },
    );
    expect(created.messages).toEqual([]);
    expect(created.isSuccess).toBe(true);
    const id = created.data.id;

    const row = await read(id);
    expect(row).toMatchObject(stored('create', input));
    if (def.hasActive) expect(row?.isActive).toBe(true);
    if (api.list) expect((await list()).data.map((r) => r.id)).toContain(id);

    if (update) {
      const changes = { ...sampleInput(def, 'update', 2, fixtures), id };
      const updated = await call(
        `mutation($i: ${api.typeName}UpdateInput!) { ${update.name}(inputModel: $i) { isSuccess messages { message } } }`,
        { i: changes },
      );
      expect(updated).toMatchObject({ isSuccess: true, messages: [] });
      expect(await read(id)).toMatchObject(stored('update', changes));
      if (def.hasActive) {
        expect((await list()).data.map((r) => r.id)).not.toContain(id);
        expect((await list({ isActive: false })).data.map((r) => r.id)).toContain(id);
      }

      const blank = await call(
        `mutation($i: ${api.typeName}UpdateInput!) { ${update.name}(inputModel: $i) { isSuccess messages { code } } }`,
        { i: { ...changes, [required]: required === 'name' ? '   ' : null } },
      );
      expect(blank).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
      expect(await read(id)).toMatchObject(stored('update', changes));
    }

    if (remove) {
      expect((await call(`mutation($id: Int!) { ${remove}(id: $id) { isSuccess } }`, { id })).isSuccess).toBe(
        true,
      );
      if (api.single) {
        expect(
          await call(`query($id: Int!) { ${api.single}(${singleArg}: $id) { messages { code } } }`, { id }),
        ).toMatchObject({ messages: [{ code: 'NotFound' }] });
      } else {
        expect(await read(id)).toBeUndefined();
      }
    }
  });

  it('refuses a create without its required field, in both languages, and writes nothing', async () => {
    const count = async () =>
      api.list
        ? (
            await call(
              `{ ${api.list}(${pagerArg}: { pageSize: 1${def.hasActive ? ', isActive: true' : ''} }) { totalItemCount } }`,
            )
          ).totalItemCount
        : undefined;
    const before = await count();
    const label = {
      name: ['Ad', 'Name'],
      userId: ['Kullanıcı', 'User'],
      workId: ['İş', 'Work'],
      permissionTypeId: ['İzin tipi', 'Leave type'],
      quizTypeId: ['Quiz tipi', 'Quiz type'],
      quizId: ['Quiz', 'Quiz'],
      quizQuestionId: ['Quiz sorusu', 'Quiz question'],
      workflowId: ['İş akışı', 'Workflow'],
      workflowItemId: ['Adım', 'Step'],
      formId: ['Form', 'Form'],
      linkId: ['Bağlantı', 'Link'],
      menuId: ['Menü', 'Menu'],
      dynamicPartId: ['Dinamik alan', 'Dynamic part'],
      sliderItemId: ['Slider öğesi', 'Slider item'],
      orientationInformationId: ['Oryantasyon', 'Orientation'],
      roleId: ['Rol', 'Role'],
      applicantId: ['Aday', 'Applicant'],
    }[required];
    const tr = await server.call(
      `mutation($i: ${api.typeName}CreateInput!) { ${api.create?.name}(inputModel: $i) { isSuccess message } }`,
      { i: { ...sampleInput(def, 'create', 1, fixtures), [required]: required === 'name' ? '' : null } },
      { token, lang: 'tr' },
    );
    expect(tr).toMatchObject({ isSuccess: false, message: `${label?.[0]}: Bu alan zorunludur` });
    const en = await server.call(
      `mutation($i: ${api.typeName}CreateInput!) { ${api.create?.name}(inputModel: $i) { message } }`,
      { i: { ...sampleInput(def, 'create', 1, fixtures), [required]: undefined } },
      { token, lang: 'en' },
    );
    expect(en.message).toBe(`${label?.[1]}: This field is required`);
    expect(await count()).toBe(before);
  });
});

describe('the registry walk', () => {
  it('covers every generic entity the main service serves', () => {
    expect(entitiesOutsideManifests().map((def) => def.api.typeName)).toEqual([]);
  });

  it('would notice an entity an area registers outside its manifest', () => {
    const sneaky = {
      name: 'sneaky',
      main: (kit: Parameters<typeof registerEntity>[0]) => registerEntity(kit, genderEntity),
    };
    expect(entitiesOutsideManifests([sneaky]).map((def) => def.api.typeName)).toEqual(['Gender']);
  });
});

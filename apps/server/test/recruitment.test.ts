import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from './harness.ts';

/** The simple recruitment lookups (spec 002 §2, §3): API type name and list, one row each. */
const LOOKUPS = [
  ['DemandReason', 'demandReasons'],
  ['DocumentType', 'documentTypes'],
  ['EducationStatus', 'educationStatuses'],
  ['EmploymentType', 'employmentTypes'],
  ['JobLeaveReason', 'jobLeaveReasons'],
  ['JobPosition', 'jobPositions'],
  ['Language', 'languages'],
  ['RatingType', 'ratingTypes'],
] as const;

interface Answer<T = unknown> {
  isSuccess: boolean;
  message: string | null;
  messages: { code: string; message: string }[];
  data: T;
  totalItemCount?: number;
}

const create = (type: string) =>
  `mutation($i: ${type}CreateInput!) { create${type}(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
const update = (type: string) =>
  `mutation($i: ${type}UpdateInput!) { update${type}(inputModel: $i) { isSuccess message messages { code message } } }`;
const remove = (type: string) =>
  `mutation($id: Int!) { delete${type}(id: $id) { isSuccess message messages { code message } } }`;

describe('recruitment lookups, rating criteria and results, staff-demand workflows', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let roleIds: number[];
  let workflowId: number;
  let otherWorkflowId: number;

  const call = <T = unknown>(
    query: string,
    variables: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) => server.call<T>(query, variables, { token, lang }) as Promise<Answer<T>>;
  const made = async (type: string, input: Record<string, unknown>) => {
    const answer = await call<{ id: number }>(create(type), { i: input });
    expect(answer.messages).toEqual([]);
    return answer.data.id;
  };
  const names = async (query: string) => (await call<{ name: string }[]>(query)).data.map((row) => row.name);

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    roleIds = (await call<{ id: number }[]>('{ roles { data { id } } }')).data.map((row) => row.id);
    workflowId = await made('Workflow', { name: 'İşe alım onayı' });
    otherWorkflowId = await made('Workflow', { name: 'Teklif onayı' });
  });
  afterAll(() => server.stop());

  it.each(LOOKUPS)(
    '%s: name required, unique without case, active when made, passive only when edited and listed apart',
    async (type, list) => {
      const blank = await call(create(type), { i: { name: '  ' } });
      expect(blank).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
      const blankEn = await call(create(type), { i: {} }, 'en');
      expect(blankEn.message).toBe('Name: This field is required');

      const id = await made(type, { name: 'İstanbul şubesi' });
      const twin = await call(create(type), { i: { name: 'istanbul ŞUBESİ' } });
      expect(twin).toMatchObject({ isSuccess: false, message: 'Ad: Bu değer zaten kullanılıyor' });
      const other = await made(type, { name: 'Ankara şubesi' });
      const active = `{ ${list}(pagerModel: { pageSize: 50 }) { totalItemCount data { id name isActive } } }`;
      const passive = `{ ${list}(pagerModel: { pageSize: 50, isActive: false }) { data { id name isActive } } }`;
      expect(await names(active)).toEqual(['Ankara şubesi', 'İstanbul şubesi']);
      expect(await names(passive)).toEqual([]);

      const off = await call(update(type), { i: { id, name: 'İstanbul şubesi', isActive: false } });
      expect(off).toMatchObject({ isSuccess: true });
      // 'Pasifleri göster' shows the passive ones instead, never both
      expect(await names(active)).toEqual(['Ankara şubesi']);
      expect(await names(passive)).toEqual(['İstanbul şubesi']);
      const renamedBlank = await call(update(type), { i: { id: other, name: '', isActive: true } });
      expect(renamedBlank).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
      expect(await names(active)).toEqual(['Ankara şubesi']);
    },
  );

  it("lists a rating type's criteria under it only; a criterion stays under its own type", async () => {
    const technical = await made('RatingType', { name: 'Teknik' });
    const competence = await made('RatingType', { name: 'Yetkinlik' });
    const coding = await made('RatingItem', { name: 'Kodlama', ratingTypeId: technical });
    await made('RatingItem', { name: 'Tasarım', ratingTypeId: technical });
    await made('RatingItem', { name: 'İletişim', ratingTypeId: competence });
    const itemsOf = (ratingTypeId: number) =>
      call<{ name: string; ratingTypeId: number; ratingType: { name: string } }[]>(
        `query($p: RatingItemPagerModel) { ratingItems(pagerModel: $p) { totalItemCount data { name ratingTypeId ratingType { name } } } }`,
        { p: { pageSize: 5, pageNumber: 1, ratingTypeId, isActive: true } },
      );
    const ofTechnical = await itemsOf(technical);
    // in the order they were written, each naming its type
    expect(ofTechnical.data).toEqual([
      { name: 'Kodlama', ratingTypeId: technical, ratingType: { name: 'Teknik' } },
      { name: 'Tasarım', ratingTypeId: technical, ratingType: { name: 'Teknik' } },
    ]);
    expect((await itemsOf(competence)).data.map((row) => row.name)).toEqual(['İletişim']);

    // moving a criterion to another type is refused, and nothing changes
    const moved = await call(update('RatingItem'), {
      i: { id: coding, name: 'Kodlama', isActive: true, ratingTypeId: competence },
    });
    expect(moved).toMatchObject({
      isSuccess: false,
      messages: [
        { code: 'Validation', message: 'Kriter tipi: Bir kriter başka bir kriter tipine taşınamaz' },
      ],
    });
    const movedEn = await call(
      update('RatingItem'),
      { i: { id: coding, name: 'Kodlama', isActive: true, ratingTypeId: competence } },
      'en',
    );
    expect(movedEn.message).toBe('Rating type: A criterion cannot be moved to another rating type');
    expect((await itemsOf(technical)).totalItemCount).toBe(2);
    // an edit that leaves the type out keeps it
    const renamed = await call(update('RatingItem'), {
      i: { id: coding, name: 'Kod yazma', isActive: true },
    });
    expect(renamed).toMatchObject({ isSuccess: true });
    expect((await itemsOf(technical)).data.map((row) => row.name)).toEqual(['Kod yazma', 'Tasarım']);

    // a name once per type, but the same name may serve another type
    const twin = await call(create('RatingItem'), { i: { name: 'TASARIM', ratingTypeId: technical } });
    expect(twin).toMatchObject({ isSuccess: false, message: 'Ad: Bu değer zaten kullanılıyor' });
    await made('RatingItem', { name: 'Tasarım', ratingTypeId: competence });

    const nowhere = await call(create('RatingItem'), { i: { name: 'Yetim', ratingTypeId: 999_999 } });
    expect(nowhere).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(nowhere.message).toContain('Kriter tipi');
    const noType = await call(create('RatingItem'), { i: { name: 'Tipsiz' } });
    expect(noType).toMatchObject({ isSuccess: false, message: 'Kriter tipi: Bu alan zorunludur' });
  });

  it('gives each rating result an existing workflow, shown by name; a workflow in use stays', async () => {
    const noWorkflow = await call(create('RatingResult'), { i: { name: 'Olumlu' } });
    expect(noWorkflow).toMatchObject({ isSuccess: false, message: 'İş akışı: Bu alan zorunludur' });
    const missing = await call(create('RatingResult'), { i: { name: 'Olumlu', workflowId: 999_999 } });
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(missing.message).toContain('İş akışı');

    const id = await made('RatingResult', { name: 'Olumlu', workflowId });
    const read = () =>
      call<{ name: string; workflowId: number; workflow: { name: string } }[]>(
        '{ ratingResults(pagerModel: { pageSize: 5 }) { data { name workflowId workflow { name } } } }',
      );
    expect((await read()).data).toEqual([
      { name: 'Olumlu', workflowId, workflow: { name: 'İşe alım onayı' } },
    ]);
    const changed = await call(update('RatingResult'), {
      i: { id, name: 'Olumlu', isActive: true, workflowId: otherWorkflowId },
    });
    expect(changed).toMatchObject({ isSuccess: true });
    expect((await read()).data[0]?.workflow).toEqual({ name: 'Teklif onayı' });

    const inUse = await call(remove('Workflow'), { id: otherWorkflowId });
    expect(inUse).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    expect(inUse.message).toContain('Değerlendirme sonucu');
  });

  it('maps a role once to the workflow of its staff demands; delete frees the role', async () => {
    const [first, second] = roleIds as [number, number];
    const list = () =>
      call<{ id: number; roleId: number; role: { name: string }; workflow: { name: string } }[]>(
        '{ staffDemandRoles(pagerModel: { pageSize: 5, pageNumber: 1, sortColumn: "id" }) { totalItemCount data { id roleId role { name } workflow { name } } } }',
      );
    const noRole = await call(create('StaffDemandRole'), { i: { workflowId } });
    expect(noRole).toMatchObject({ isSuccess: false, message: 'Rol: Bu alan zorunludur' });
    const noWorkflow = await call(create('StaffDemandRole'), { i: { roleId: first } }, 'en');
    expect(noWorkflow.message).toBe('Workflow: This field is required');

    const id = await made('StaffDemandRole', { roleId: first, workflowId });
    const again = await call(create('StaffDemandRole'), {
      i: { roleId: first, workflowId: otherWorkflowId },
    });
    expect(again).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', message: 'Rol: Bu değer zaten kullanılıyor' }],
    });
    const secondId = await made('StaffDemandRole', { roleId: second, workflowId: otherWorkflowId });
    // an update onto a role already mapped is refused too
    const onto = await call(update('StaffDemandRole'), { i: { id: secondId, roleId: first, workflowId } });
    expect(onto).toMatchObject({ isSuccess: false, message: 'Rol: Bu değer zaten kullanılıyor' });
    const listed = await list();
    expect(listed.totalItemCount).toBe(2);
    expect(listed.data.map((row) => [row.id, row.roleId, row.workflow.name])).toEqual([
      [id, first, 'İşe alım onayı'],
      [secondId, second, 'Teklif onayı'],
    ]);

    expect(await call(remove('StaffDemandRole'), { id })).toMatchObject({ isSuccess: true });
    expect((await list()).data.map((row) => row.id)).toEqual([secondId]);
    await made('StaffDemandRole', { roleId: first, workflowId: otherWorkflowId });
  });

  it("keeps one tenant's recruitment rows from another", async () => {
    const ratingTypeId = await made('RatingType', { name: 'Gizli tip' });
    const itemId = await made('RatingItem', { name: 'Gizli kriter', ratingTypeId });
    const other = await server.createTenant();
    const otherToken = await server.signIn(other);
    const asOther = <T>(query: string, variables: Record<string, unknown> = {}) =>
      server.call<T>(query, variables, { token: otherToken }) as Promise<Answer<T>>;
    const seen = await asOther<unknown[]>(
      `{ ratingItems(pagerModel: { ratingTypeId: ${ratingTypeId} }) { totalItemCount } }`,
    );
    expect(seen.totalItemCount).toBe(0);
    const changed = await asOther(update('RatingItem'), {
      i: { id: itemId, name: 'Değişti', isActive: true, ratingTypeId },
    });
    expect(changed).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    const kept = await call<{ name: string }>(`{ ratingItem(id: ${itemId}) { data { name } } }`);
    expect(kept.data.name).toBe('Gizli kriter');
  });
});

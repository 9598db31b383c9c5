import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { leaveRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

const download = vi.hoisted(() => vi.fn());
vi.mock('../../components/downloadFile.ts', () => ({ downloadFile: download }));

const TYPES = [
  { id: 1, name: 'Yıllık izin', drawsOn: 'annual', yearlyDays: null },
  { id: 2, name: 'Mazeret izni', drawsOn: 'own', yearlyDays: 5 },
];
const ROLES = [
  { id: 5, name: 'Personel' },
  { id: 6, name: 'Editor' },
];
const WORKFLOWS = [
  { id: 8, name: 'Yönetici onayı' },
  { id: 9, name: 'İK onayı' },
];
const TYPE_ROLES = [
  {
    id: 40,
    roleId: 5,
    workflowId: 8,
    role: { name: 'Personel' },
    workflow: { name: 'Yönetici onayı' },
  },
];
const REQUESTS = [
  {
    id: 70,
    createTime: '2026-02-20T09:30:00Z',
    startDate: '2026-03-02',
    endDate: '2026-03-06',
    dayCount: 5,
    description: 'Aile ziyareti',
    user: { fullName: 'Elif Çalışkan' },
    permissionType: { name: 'Yıllık izin' },
    status: { id: 1, name: 'Bekliyor' },
  },
];
const FILE = { fileName: 'leave-requests-2026-11-23.xlsx', contentType: 'x', fileBase64String: 'UEs=' };

function leaveServer(overrides: Record<string, () => unknown> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = overrides[name];
    if (own) return graphql(call, own());
    if (name === 'permissionTypes') return graphql(call, ok(TYPES, TYPES.length));
    if (name === 'permissionType') return graphql(call, ok({ id: 1, name: 'Yıllık izin' }));
    if (name === 'roles') return graphql(call, ok(ROLES, ROLES.length));
    if (name === 'workflows') return graphql(call, ok(WORKFLOWS, WORKFLOWS.length));
    if (name === 'permissionTypeRoles') return graphql(call, ok(TYPE_ROLES, 1));
    if (name === 'permissions') return graphql(call, ok(REQUESTS, 1));
    if (name === 'exportPermissions') return graphql(call, ok(FILE));
    if (name === 'permissionProcess')
      return graphql(call, ok({ id: 70, status: { name: 'Bekliyor' }, workflowRequest: null }));
    return graphql(call, ok({ id: 99 }));
  });
}

describe('leave types (/izin/tipler)', () => {
  it('lists names with a link to the roles of each and creates a type by name', async () => {
    const api = leaveServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveTypes} />, { at: '/izin/tipler' });
    expect(await screen.findByRole('cell', { name: 'Mazeret izni' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kendi yıllık hakkı · yılda 5 gün' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yıllık izin rolleri ve iş akışları' })).toHaveAttribute(
      'href',
      '/izin/tipler/1',
    );
    await user.click(screen.getByRole('button', { name: 'İzin tipi ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Doğum izni');
    // what its days draw on: its own days a year (issue 29 §1)
    await user.click(within(dialog).getByRole('combobox', { name: /Düştüğü hak/ }));
    await user.click(await screen.findByRole('option', { name: 'Kendi yıllık hakkı' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Yıllık gün hakkı' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin tipi oluşturuldu')).toBeInTheDocument();
    expect(api.named('createPermissionType')[0]?.variables).toEqual({
      name: 'Doğum izni',
      drawsOn: 'own',
      yearlyDays: 5,
    });
  });

  it('a type that still has requests is not deleted: an error toast, no reload', async () => {
    const message = 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.';
    const api = leaveServer({ deletePermissionType: () => failed('InUse', message) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveTypes} />, { at: '/izin/tipler' });
    await user.click(await screen.findByRole('button', { name: 'Yıllık izin sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.named('permissionTypes')).toHaveLength(1);
  });
});

describe('roles and workflows of a leave type (/izin/tipler/{id})', () => {
  function renderRoles(overrides: Record<string, () => unknown> = {}) {
    const api = leaveServer(overrides);
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveTypeRoles} />, {
      at: '/izin/tipler/1',
      route: '/izin/tipler/:permissionTypeId',
    });
    return { api, user };
  }

  it('shows the type name as the title, role and workflow, and goes back to the types', async () => {
    const { api } = renderRoles();
    expect(await screen.findByRole('heading', { name: /Yıllık izin/ })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Personel Yönetici onayı/ })).toBeInTheDocument();
    expect(api.named('permissionTypeRoles')[0]?.variables.pagerModel).toMatchObject({ permissionTypeId: 1 });
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/izin/tipler');
  });

  it('creates with a required role and workflow for the route’s type', async () => {
    const { api, user } = renderRoles();
    await user.click(await screen.findByRole('button', { name: 'İzin tipi rolü ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi rolü ekle' });
    await pressSaveRefused(user, dialog, () => api.named('createPermissionTypeRole').length);
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'İş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'İK onayı' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin tipi rolü oluşturuldu')).toBeInTheDocument();
    expect(api.named('createPermissionTypeRole')[0]?.variables).toEqual({
      roleId: 6,
      workflowId: 9,
      permissionTypeId: 1,
    });
  });

  it('edits from the row: role and workflow start as they are and are sent with the type', async () => {
    const { api, user } = renderRoles();
    await user.click(await screen.findByRole('button', { name: 'Personel düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi rolü düzenle' });
    expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveTextContent('Personel');
    await user.click(within(dialog).getByRole('combobox', { name: 'İş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'İK onayı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin tipi rolü güncellendi')).toBeInTheDocument();
    expect(api.named('updatePermissionTypeRole')[0]?.variables).toEqual({
      id: 40,
      roleId: 5,
      workflowId: 9,
      permissionTypeId: 1,
      rowVersion: null,
    });
  });

  it('a role already on the type: the server’s message as an error toast', async () => {
    const message = 'Rol: Bu değer zaten kullanılıyor';
    const { user } = renderRoles({ createPermissionTypeRole: () => failed('Validation', message) });
    await user.click(await screen.findByRole('button', { name: 'İzin tipi rolü ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi rolü ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'İş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'Yönetici onayı' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('leave requests (/izin/talepler)', () => {
  it('lists user, type, start, end, working days, date and status (no location: requests have none); the detail is read-only', async () => {
    const api = leaveServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveRequests} />, { at: '/izin/talepler' });
    expect(
      await screen.findByRole('row', {
        name: /^Elif Çalışkan Yıllık izin 02\.03\.2026 06\.03\.2026 5 20\.02\.2026 Bekliyor/,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kullanıcı',
      'İzin tipi',
      'Başlangıç tarihi',
      'Bitiş tarihi',
      'İş günü',
      'Talep tarihi',
      'Durum',
      expect.any(String),
    ]);
    expect(api.named('permissions')[0]?.variables.pagerModel).toMatchObject({
      sortColumn: 'createTime',
      sortDescending: true,
    });
    expect(screen.queryByRole('button', { name: /ekle/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elif Çalışkan izin talebinin detayı' }));
    const detail = await screen.findByRole('dialog', { name: 'İzin detayı' });
    expect(within(detail).getByText('Aile ziyareti')).toBeInTheDocument();
    expect(within(detail).getByText('02.03.2026')).toBeInTheDocument();
    expect(within(detail).getByText('06.03.2026')).toBeInTheDocument();
    expect(within(detail).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the detail shows the request its workflow runs: trail and, while it runs, the decisions', async () => {
    const running = {
      id: 5,
      kind: 'leave',
      kindName: 'İzin talebi',
      subjectId: 70,
      summary: 'Yıllık izin · 02.03.2026 – 06.03.2026 · 5 iş günü',
      requester: { id: 21, fullName: 'Elif Çalışkan' },
      workflowId: 9,
      workflowName: 'İK onayı',
      state: 'running',
      stateName: 'Devam ediyor',
      statusId: null,
      statusName: null,
      currentStepId: 11,
      currentStepNumber: 1,
      commands: [
        { id: 1, name: 'Onayla', goNextStep: true },
        { id: 2, name: 'Reddet', goNextStep: false },
      ],
      waitingSince: '2026-02-20T09:30:00Z',
      stuckReason: null,
      stuckMessage: null,
      isCompleted: false,
      completedDate: null,
      createTime: '2026-02-20T09:30:00Z',
      approvals: [],
      waitingOn: [{ id: 301, stepNumber: 1, user: { id: 22, fullName: 'Mert Yıldırım' }, forUser: null }],
      trail: [
        {
          id: 1,
          event: 'started',
          text: 'Elif Çalışkan talebi başlattı (İK onayı).',
          stepNumber: null,
          createTime: '2026-02-20T09:30:00Z',
        },
      ],
    };
    const api = leaveServer({
      permissionProcess: () => ok({ id: 70, status: { name: 'Bekliyor' }, workflowRequest: { id: 5 } }),
      workflowRequest: () => ok(running),
      decideWorkflowRequest: () => ok({ requestId: 5, state: 'approved', stateName: 'Onaylandı' }),
    });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveRequests} />, { at: '/izin/talepler' });
    await user.click(await screen.findByRole('button', { name: 'Elif Çalışkan izin talebinin detayı' }));
    const detail = await screen.findByRole('dialog', { name: 'İzin detayı' });
    const trail = await within(detail).findByRole('list', { name: 'Süreç geçmişi' });
    expect(within(trail).getByText('Elif Çalışkan talebi başlattı (İK onayı).')).toBeVisible();
    expect(within(detail).getByText('Adım 1 bekleniyor: Mert Yıldırım')).toBeVisible();
    const lists = api.named('permissions').length;
    await user.click(within(detail).getByRole('button', { name: 'Onayla' }));
    const decide = await screen.findByRole('dialog', { name: 'Karar: Onayla' });
    await user.click(within(decide).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Karar kaydedildi')).toBeVisible();
    expect(api.named('decideWorkflowRequest')[0]?.variables.inputModel).toMatchObject({
      requestId: 5,
      commandTypeId: 1,
    });
    await waitFor(() => expect(api.named('permissions').length).toBeGreaterThan(lists));
  });

  it('filters by status and type and exports what the filters match, not the page', async () => {
    const api = leaveServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.leaveRequests} />, { at: '/izin/talepler' });
    await screen.findByRole('row', { name: /Elif Çalışkan/ });
    await user.type(screen.getByRole('searchbox'), 'Çalış');
    await waitFor(
      () =>
        expect(api.named('permissions').at(-1)?.variables.pagerModel).toMatchObject({ searchText: 'Çalış' }),
      { timeout: 3000 },
    );
    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    const statuses = await screen.findAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual([
      'Tümü',
      'Bekliyor',
      'Onaylandı',
      'Reddedildi',
      'İptal edildi',
    ]);
    await user.click(screen.getByRole('option', { name: 'Onaylandı' }));
    await user.click(screen.getByRole('combobox', { name: 'İzin tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Mazeret izni' }));
    await waitFor(() =>
      expect(api.named('permissions').at(-1)?.variables.pagerModel).toMatchObject({
        permissionStatusId: 2,
        permissionTypeId: 2,
      }),
    );
    await user.click(screen.getByRole('button', { name: "Excel'e aktar" }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(FILE));
    const sent = api.named('exportPermissions')[0]?.variables.pagerModel as Record<string, unknown>;
    expect(sent).toMatchObject({ permissionStatusId: 2, permissionTypeId: 2 });
    expect(sent).not.toHaveProperty('pageNumber');
  });
});

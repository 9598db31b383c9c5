import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { actionsOf, type Permission } from '@pano/contract';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { setPanelAreas } from '../../state/panelAreas.ts';
import { PermissionsProvider } from '../../state/permissions.tsx';
import { RolePermissionsPage } from './RolePermissionsPage.tsx';
import { peopleServer } from './test/peopleServer.ts';

const AREAS = ['announcements', 'complaints', 'disasters', 'people'];
const every = (area: string): Permission[] => actionsOf(area).map((action) => ({ area, action }));
/** The signed-in administrator: everything but deleting complaints (and reading the history, not shown here). */
const HELD = [
  ...AREAS.flatMap(every).filter((p) => !(p.area === 'complaints' && p.action === 'delete')),
  { area: 'history', action: 'read' },
] as Permission[];

// an area this panel does not show is kept as it is on save
const ROLE: Permission[] = [
  { area: 'announcements', action: 'read' },
  { area: 'history', action: 'read' },
];

function renderMatrix(held: Permission[] = HELD, role: Permission[] = ROLE) {
  const api = peopleServer({
    role: () => ok({ id: 5, name: 'Editör', logo: null, transparentLogo: null }),
    rolePermissions: () => ok(role, role.length),
  });
  renderScreen(
    <PermissionsProvider permissions={held}>
      <RolePermissionsPage />
    </PermissionsProvider>,
    {
      at: '/ayarlar/kullanici/organizasyonlar/5/yetkiler',
      route: '/ayarlar/kullanici/organizasyonlar/:roleId/yetkiler',
      routes: [{ path: '/ayarlar/kullanici/organizasyonlar', element: <p>Roller</p> }],
    },
  );
  return { api, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('role permissions (/ayarlar/kullanici/organizasyonlar/{roleId}/yetkiler)', () => {
  beforeEach(() => setPanelAreas(AREAS));

  it('shows the areas by row and the actions by column, special ones only on their own row', async () => {
    renderMatrix();
    expect(await screen.findByRole('heading', { name: 'Editör: Yetkiler' })).toBeInTheDocument();
    await waitFor(() => expect(box('Duyurular ve kategoriler — Görüntüleme')).toBeChecked());
    expect(box('Duyurular ve kategoriler — Silme')).not.toBeChecked();
    expect(box('Afetler — Afet gönderme')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Duyurular ve kategoriler — Afet gönderme' })).toBeNull();
    expect(box('Kullanıcılar ve roller — Yetkileri yönetme')).toBeInTheDocument();
    // nobody grants more than they hold: a permission the user lacks cannot be ticked
    expect(box('Şikâyetler — Silme')).toBeDisabled();
  });

  it("ticks a row and a column with 'all' and saves the whole matrix", async () => {
    const { api, user } = renderMatrix();
    await waitFor(() => expect(box('Duyurular ve kategoriler — Görüntüleme')).toBeChecked());
    await user.click(box('Tümü: Duyurular ve kategoriler'));
    for (const action of ['Ekleme', 'Düzenleme', 'Silme', 'Dışa aktarma'])
      expect(box(`Duyurular ve kategoriler — ${action}`)).toBeChecked();
    await user.click(box('Tümü: Görüntüleme'));
    expect(box('Şikâyetler — Görüntüleme')).toBeChecked();
    expect(box('Tümü: Görüntüleme')).toBeChecked();
    await user.click(box('Kullanıcılar ve roller — Görüntüleme'));
    expect(box('Tümü: Görüntüleme')).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yetkiler kaydedildi')).toBeInTheDocument();
    const sent = api.named('setRolePermissions')[0]?.variables as {
      roleId: number;
      permissions: Permission[];
    };
    expect(sent.roleId).toBe(5);
    expect(sent.permissions.map((p) => `${p.area}.${p.action}`).sort()).toEqual(
      [
        ...actionsOf('announcements').map((action) => `announcements.${action}`),
        'complaints.read',
        'disasters.read',
        'history.read',
      ].sort(),
    );
  });

  it("is read-only without 'manage permissions'", async () => {
    renderMatrix(HELD.filter((p) => p.action !== 'managePermissions'));
    await waitFor(() => expect(box('Duyurular ve kategoriler — Görüntüleme')).toBeChecked());
    expect(box('Duyurular ve kategoriler — Görüntüleme')).toBeDisabled();
    expect(box('Tümü: Duyurular ve kategoriler')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });

  it('is read-only, saying why, for a role holding a permission the user lacks', async () => {
    renderMatrix(HELD, [...ROLE, { area: 'complaints', action: 'delete' }]);
    expect(await screen.findByText(/Bu rolü yalnızca görebilirsiniz/)).toHaveTextContent(
      'Şikâyetler — Silme',
    );
    expect(box('Duyurular ve kategoriler — Görüntüleme')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });
});

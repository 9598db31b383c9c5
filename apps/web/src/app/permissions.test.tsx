import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@pano/contract';
import { graphql, ok, stubFetch } from '../test/fetchStub.ts';
import { renderRoutes, renderScreen } from '../test/renderScreen.tsx';
import { RegistryScreen } from '../crud/views/RegistryScreen.tsx';
import { announcementsRegistry } from '../features/announcements/registry.ts';
import { complaintsArea } from '../features/complaints/complaints.area.ts';
import { complaintsRegistry } from '../features/complaints/registry.ts';
import DeviceIcon from '@mui/icons-material/Devices';
import type { EntityDefinition } from '../crud/core/definition.ts';
import { menuDefinition } from '../features/navigation/menus.ts';
import { PermissionsProvider, ScreenArea } from '../state/permissions.tsx';
import { AppProviders, createQueryClient } from './AppProviders.tsx';
import { areaRoutes } from './areaRoutes.tsx';
import { menuRoutes } from './shell/menuModel.ts';
import { usePanelMenu } from './shell/usePanelMenu.ts';
import { SCREEN_PATHS } from './screens.ts';

/** The panel shows only what the user's role may use (docs/permissions.md); the server refuses the rest. */
const holding = (area: string, ...actions: string[]): Permission[] =>
  actions.map((action) => ({ area, action }));

function server() {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    if (name === 'categories')
      return graphql(
        call,
        ok([{ id: 1, name: 'Genel', icon: 'Campaign', isNotification: 1, isActive: true }], 1),
      );
    if (name === 'menus')
      return graphql(call, ok([{ id: 4, name: 'Kantin', position: 1, icon: 'Info', roles: [] }], 1));
    if (name === 'panelLinks') return graphql(call, ok({ formDataUrl: null, formBuilderUrl: null }));
    return graphql(call, ok([], 0));
  });
}

function renderWith(permissions: Permission[], area: string, ui: ReactNode, at: string) {
  server();
  return renderScreen(
    <PermissionsProvider permissions={permissions}>
      <ScreenArea area={area}>{ui}</ScreenArea>
    </PermissionsProvider>,
    { at },
  );
}

describe('what the panel shows follows the permissions', () => {
  it('a list hides create, edit and delete without them', async () => {
    renderWith(
      holding('announcements', 'read'),
      'announcements',
      <RegistryScreen definition={announcementsRegistry.categories} />,
      '/duyuru/kategori',
    );
    expect(await screen.findByRole('row', { name: /Genel/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kategori ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Genel düzenle' })).toBeNull();
  });

  it('and shows each one held', async () => {
    renderWith(
      holding('announcements', 'read', 'create', 'update'),
      'announcements',
      <RegistryScreen definition={announcementsRegistry.categories} />,
      '/duyuru/kategori',
    );
    expect(await screen.findByRole('button', { name: 'Kategori ekle' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Genel düzenle' })).toBeInTheDocument();
  });

  it('a row action that writes needs update; one that only shows stays', async () => {
    // the menus' devices (a read) beside an action that writes (its label borrowed)
    const menus: EntityDefinition = {
      ...menuDefinition,
      rows: {
        actions: [
          ...(menuDefinition.rows?.actions ?? []),
          {
            key: 'write',
            labelKey: 'navigation.deleteDevice',
            icon: DeviceIcon,
            dialog: () => null,
            needs: 'update',
          },
        ],
      },
    };
    const view = renderWith(
      holding('navigation', 'read'),
      'navigation',
      <RegistryScreen definition={menus} />,
      '/menu/menuler',
    );
    expect(await screen.findByRole('button', { name: 'Kantin cihazları' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kantin cihazını sil' })).toBeNull();
    view.unmount();
    renderWith(
      holding('navigation', 'read', 'update'),
      'navigation',
      <RegistryScreen definition={menus} />,
      '/menu/menuler',
    );
    expect(await screen.findByRole('button', { name: 'Kantin cihazını sil' })).toBeInTheDocument();
  });

  it('the export button needs export', async () => {
    const view = renderWith(
      holding('complaints', 'read'),
      'complaints',
      <RegistryScreen definition={complaintsRegistry.complaints} />,
      '/anonimmesaj/sikayetler',
    );
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: "Excel'e aktar" })).toBeNull();
    view.unmount();
    renderWith(
      holding('complaints', 'read', 'export'),
      'complaints',
      <RegistryScreen definition={complaintsRegistry.complaints} />,
      '/anonimmesaj/sikayetler',
    );
    expect(await screen.findByRole('button', { name: "Excel'e aktar" })).toBeInTheDocument();
  });

  it('a screen of an area the role does not read is the 403 page', async () => {
    server();
    const routes = areaRoutes([complaintsArea]).map((route) => ({
      ...route,
      element: (
        <PermissionsProvider permissions={holding('announcements', 'read')}>
          {route.element}
        </PermissionsProvider>
      ),
    }));
    renderRoutes(routes, '/anonimmesaj/sikayetler');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument();
  });

  it('the menu lists the screens of the areas the role reads', async () => {
    server();
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders client={client}>
        <PermissionsProvider permissions={holding('announcements', 'read')}>{children}</PermissionsProvider>
      </AppProviders>
    );
    const { result } = renderHook(() => usePanelMenu(), { wrapper });
    const paths = menuRoutes(result.current).map((entry) => entry.path);
    expect(paths).toContain(SCREEN_PATHS.get('announcements'));
    expect(paths).toContain(SCREEN_PATHS.get('categories'));
    expect(paths).not.toContain(SCREEN_PATHS.get('complaints'));
    expect(paths).not.toContain(SCREEN_PATHS.get('users'));
  });
});

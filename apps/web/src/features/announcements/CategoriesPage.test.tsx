import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { CATEGORY_ICONS } from '@pano/contract';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { iconLabel } from '../../components/categoryIcons.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { announcementsRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

const CATEGORIES = [
  { id: 1, name: 'Genel', icon: 'Campaign', isNotification: 1, isActive: true },
  { id: 2, name: 'Etkinlik', icon: 'Celebration', isNotification: 0, isActive: true },
];

function categoriesServer() {
  return stubFetch((call) => {
    const pager = (call.variables.pagerModel ?? {}) as {
      pageNumber?: number;
      pageSize?: number;
      isActive?: boolean;
    };
    switch (call.operationName) {
      case 'categories':
        return graphql(
          call,
          pager.isActive === false
            ? ok([{ id: 3, name: 'Eski', icon: 'Savings', isNotification: 0, isActive: false }], 1)
            : ok(CATEGORIES, 2),
        );
      case 'icons': {
        const start = ((pager.pageNumber ?? 1) - 1) * (pager.pageSize ?? 15);
        const names = CATEGORY_ICONS.slice(start, start + (pager.pageSize ?? 15)).map((name) => ({ name }));
        return graphql(call, ok(names, CATEGORY_ICONS.length));
      }
      default:
        return graphql(call, ok({ id: 99 }));
    }
  });
}

describe('categories (/duyuru/kategori)', () => {
  it('tells active and passive apart and lists passive ones on the switch', async () => {
    const api = categoriesServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={announcementsRegistry.categories} />, {
      at: '/duyuru/kategori',
    });
    const row = await screen.findByRole('row', { name: /Genel/ });
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    expect(within(row).getByText('Kampanya')).toBeInTheDocument();
    expect(within(row).getByText('Evet')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Pasifleri göster' }));
    const passive = await screen.findByRole('row', { name: /Eski/ });
    expect(within(passive).getByText('Pasif')).toBeInTheDocument();
    expect(api.named('categories').at(-1)?.variables.pagerModel).toMatchObject({ isActive: false });
  });

  it('create: save waits for a name and an icon picked from 15 per page; notification is sent as 1', async () => {
    const api = categoriesServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={announcementsRegistry.categories} />, {
      at: '/duyuru/kategori',
    });
    await user.click(await screen.findByRole('button', { name: 'Kategori ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategori ekle' });
    const icons = within(dialog).getByRole('radiogroup', { name: /İkon/ });
    await waitFor(() => expect(within(icons).getAllByRole('radio')).toHaveLength(15));
    expect(within(dialog).queryByRole('switch', { name: 'Aktif' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Ad/ }), 'İnsan Kaynakları');
    await pressSaveRefused(user, dialog, () => api.named('createCategory').length);

    await user.click(within(dialog).getByRole('button', { name: 'Sonraki sayfa' }));
    await within(icons).findByRole('radio', { name: iconLabel(i18n.t, CATEGORY_ICONS[15]) });
    expect(api.named('icons').at(-1)?.variables.pagerModel).toMatchObject({ pageNumber: 2, pageSize: 15 });
    await user.click(within(icons).getByRole('radio', { name: 'Ekip' }));
    expect(within(icons).getByRole('radio', { name: 'Ekip' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bildirim gönder' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kategori oluşturuldu')).toBeInTheDocument();
    expect(api.named('createCategory')[0]?.variables).toEqual({
      name: 'İnsan Kaynakları',
      icon: 'Groups',
      isNotification: 1,
    });
  });

  it('edit: starts from the row (icon chosen, notification 1), has Aktif, and sends 0 when unchecked', async () => {
    const api = categoriesServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={announcementsRegistry.categories} />, {
      at: '/duyuru/kategori',
    });
    await user.click(await screen.findByRole('button', { name: 'Genel düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategori düzenle' });
    expect(within(dialog).getByRole('switch', { name: 'Aktif' })).toBeChecked();
    const notify = within(dialog).getByRole('checkbox', { name: 'Bildirim gönder' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kategori güncellendi')).toBeInTheDocument();
    expect(api.named('updateCategory')[0]?.variables).toEqual({
      id: 1,
      name: 'Genel',
      icon: 'Campaign',
      isNotification: 0,
      isActive: true,
      rowVersion: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { chooseRowAction, openRowMenu } from '../../test/rowMenu.ts';
import { pagerOf, peopleServer, USERS } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

function renderUsers(at = '/ayarlar/kullanici/kullanicilar') {
  const api = peopleServer();
  const user = userEvent.setup();
  const { router } = renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
    at,
    route: '/ayarlar/kullanici/kullanicilar',
  });
  return { api, user, router };
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('users (/ayarlar/kullanici/kullanicilar)', () => {
  it('lists name, surname and role with an icon per role (neutral for others)', async () => {
    const { api } = renderUsers();
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByTestId('role-icon-Admin')).toBeInTheDocument();
    expect(screen.getByTestId('role-icon-Personel')).toBeInTheDocument();
    expect(screen.getByTestId('role-icon-neutral')).toBeInTheDocument();
    expect(pagerOf(api.named('users')[0])).toEqual({
      pageNumber: 1,
      pageSize: 5,
      sortDescending: false,
      isActive: true,
    });
    expect(api.named('users')[0]?.body).toMatchObject({
      query: expect.stringContaining('users(userPagerModel: $pagerModel)') as unknown,
    });
  });

  it("the role filter starts with 'Tümü' (no roleId); a role sends its id, 'Tümü' again none", async () => {
    const { api, user } = renderUsers();
    await screen.findByRole('cell', { name: 'Ada' });
    const filter = screen.getByRole('combobox', { name: 'Rol' });
    expect(filter).toHaveTextContent('Tümü');
    await choose(user, filter, 'Personel');
    await waitFor(() =>
      expect(pagerOf(api.named('users').at(-1))).toMatchObject({ roleId: 2, pageNumber: 1 }),
    );
    await choose(user, filter, 'Tümü');
    await waitFor(() => expect(pagerOf(api.named('users').at(-1))).not.toHaveProperty('roleId'));
    expect(pagerOf(api.named('roles')[0])).toMatchObject({ isActive: true, sortColumn: 'id' });
  });

  it('links each user to its managers page from the row menu, beside detail and edit', async () => {
    renderUsers();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Ada Yılmaz detayı' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Yılmaz düzenle' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ada Yılmaz yöneticileri' })).not.toBeInTheDocument();
    const menu = await openRowMenu(user, 'Ada Yılmaz');
    expect(within(menu).getByRole('menuitem', { name: 'Ada Yılmaz yöneticileri' })).toHaveAttribute(
      'href',
      '/ayarlar/kullanici/kullanicilar/1',
    );
  });

  it('delete asks with the full name', async () => {
    const { api, user } = renderUsers();
    await chooseRowAction(user, 'Can Demir', 'Can Demir sil');
    const confirm = await screen.findByRole('dialog', { name: 'Kullanıcı sil' });
    expect(confirm).toHaveTextContent('"Can Demir" silinecek. Emin misiniz?');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kullanıcı silindi')).toBeInTheDocument();
    expect(api.named('deleteUser')[0]?.variables).toEqual({ id: USERS[1]?.id });
  });

  it('keeps the search, the page and the role filter in the URL: a reload and the back button bring them back', async () => {
    const { api, user, router } = renderUsers('/ayarlar/kullanici/kullanicilar?q=ay%C5%9Fe&page=2&roleId=2');
    await waitFor(() =>
      expect(pagerOf(api.named('users')[0])).toMatchObject({ pageNumber: 2, searchText: 'ayşe', roleId: 2 }),
    );
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('ayşe');
    await user.clear(screen.getByRole('searchbox', { name: 'Ara' }));
    await waitFor(() => expect(router.state.location.search).toBe('?roleId=2'));
    await waitFor(() =>
      expect(pagerOf(api.named('users').at(-1))).toMatchObject({ pageNumber: 1, roleId: 2 }),
    );
    expect(pagerOf(api.named('users').at(-1))).not.toHaveProperty('searchText');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('ayşe'));
    expect(router.state.location.search).toBe('?q=ay%C5%9Fe&page=2&roleId=2');
  });
});

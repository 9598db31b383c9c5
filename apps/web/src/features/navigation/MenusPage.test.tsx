import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { navigationRegistry } from './registry.ts';
import { navigationServer } from './test/navigationServer.ts';
import { ok } from '../../test/fetchStub.ts';
import { gifFile, pngFile } from '../../test/sampleFiles.ts';

function renderMenus() {
  const api = navigationServer();
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={navigationRegistry.menus} />, { at: '/menu/menu' });
  return { api, user };
}

describe('menus (/menu/menu)', () => {
  it('lists by position with a status chip per row from the publish window and whom it reaches', async () => {
    const api = navigationServer({
      appAudience: (call) => {
        const { roleIds } = (call.variables as { inputModel: { roleIds: number[] } }).inputModel;
        return ok({ count: roleIds.join(',') === '1' ? 12 : 0, users: [] });
      },
    });
    renderScreen(<RegistryScreen definition={navigationRegistry.menus} />, { at: '/menu/menu' });
    const first = await screen.findByRole('row', { name: /Birinci/ });
    expect(await within(first).findByText('Yayında · 12 kişi')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /İkinci/ })).getByText('Planlandı')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Üçüncü/ })).getByText('Süresi doldu')).toBeInTheDocument();
    const pager = api.named('menus')[0]?.variables.pagerModel;
    expect(pager).toMatchObject({ sortColumn: 'position', sortDescending: false });
  });

  it('arrows: the first does not move up, the last not down; a move is one moveMenu call, then a reload', async () => {
    const { api, user } = renderMenus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'İkinci yukarı taşı' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Birinci yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Birinci aşağı taşı' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Üçüncü aşağı taşı' })).toBeDisabled();
    const loads = api.named('menus').length;
    await user.click(screen.getByRole('button', { name: 'İkinci aşağı taşı' }));
    expect(await screen.findByText('Menü sırası güncellendi')).toBeInTheDocument();
    expect(api.named('moveMenu').map((call) => call.variables)).toEqual([
      { inputModel: { id: 2, position: 3 } },
    ]);
    await waitFor(() => expect(api.named('menus').length).toBeGreaterThan(loads));
  });

  it('edit: roles chosen in the dialog are saved as the difference (createMenuRole, deleteMenuRole), never updateMenu', async () => {
    const { api, user } = renderMenus();
    await user.click(await screen.findByRole('button', { name: 'Birinci düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü düzenle' });
    const admin = await within(dialog).findByRole('button', { name: 'Admin' });
    await user.click(within(admin).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Menü güncellendi')).toBeInTheDocument();
    expect(api.named('createMenuRole').map((call) => call.variables)).toEqual([{ menuId: 1, roleId: 2 }]);
    expect(api.named('deleteMenuRole').map((call) => call.variables)).toEqual([{ id: 500 }]);
    expect(api.named('updateMenu')).toHaveLength(0);
  });

  it("edit: nothing changed → 'Değişiklik yok.' and no call", async () => {
    const { api, user } = renderMenus();
    await user.click(await screen.findByRole('button', { name: 'Birinci düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü düzenle' });
    await within(dialog).findByRole('button', { name: 'Admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yok.')).toBeInTheDocument();
    for (const name of ['updateMenu', 'createMenuRole', 'deleteMenuRole'])
      expect(api.named(name), name).toHaveLength(0);
  });

  it('edit: the web address shows back; a new target switches the payload field; the url is saved wrapped', async () => {
    const { api, user } = renderMenus();
    await user.click(await screen.findByRole('button', { name: 'Birinci düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü düzenle' });
    expect(
      within(dialog).getByText('Hiçbir rolü olmayan bir kayıt kimseye gösterilmez.'),
    ).toBeInTheDocument();
    const url = await within(dialog).findByRole('textbox', { name: 'Web adresi' });
    expect(url).toHaveValue('https://pano.example/a');

    await user.click(within(dialog).getByRole('combobox', { name: 'Hedef' }));
    await user.click(await screen.findByRole('option', { name: 'Form' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Web adresi' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: 'Form' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Hedef' }));
    await user.click(await screen.findByRole('option', { name: 'HTML sayfası' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Sayfa içeriği' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Hedef' }));
    await user.click(await screen.findByRole('option', { name: 'Web adresi' }));
    const again = await within(dialog).findByRole('textbox', { name: 'Web adresi' });
    expect(again).toHaveValue('');
    await user.type(again, 'https://pano.example/b');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Menü güncellendi')).toBeInTheDocument();
    expect(api.named('updateMenu')[0]?.variables).toMatchObject({
      id: 1,
      targetComponent: 'UrlBrowser',
      targetPayload: '{"url":"https://pano.example/b"}',
    });
  });

  it('devices: lists the entry devices, adds one of the offered ones and deletes one', async () => {
    const api = navigationServer({
      userMenuDevices: () => ({
        isSuccess: true,
        message: null,
        messages: [],
        totalItemCount: 1,
        data: [{ id: 40, deviceType: 'MOBILE' }],
      }),
      menuDeviceOptions: () => ({
        isSuccess: true,
        message: null,
        messages: [],
        data: [
          { key: 'MOBILE', value: 'Mobil' },
          { key: 'WEB', value: 'Web' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={navigationRegistry.menus} />, { at: '/menu/menu' });
    await user.click(await screen.findByRole('button', { name: 'Birinci cihazları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birinci cihazları' });
    expect(await within(dialog).findByText('Mobil')).toBeInTheDocument();
    expect(api.named('userMenuDevices')[0]?.variables).toMatchObject({ pagerModel: { menuId: 1 } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Cihaz' }));
    await user.click(await screen.findByRole('option', { name: 'Web' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Menü cihazı eklendi')).toBeInTheDocument();
    expect(api.named('createUserMenuDevice')[0]?.variables).toEqual({
      inputModel: { menuId: 1, deviceType: 'WEB' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mobil cihazını sil' }));
    expect(await screen.findByText('Menü cihazı silindi')).toBeInTheDocument();
    expect(api.named('deleteUserMenuDevice')[0]?.variables).toEqual({ id: 40 });
  });

  it('an HTML page: an image chosen in the editor is uploaded and shown in the page', async () => {
    const api = navigationServer({ uploadEditorImage: () => ok({ filePath: '/files/demo/sayfa.png' }) });
    const user = userEvent.setup({ applyAccept: false }); // a file the chooser would hide, as a drop brings it
    renderScreen(<RegistryScreen definition={navigationRegistry.menus} />, { at: '/menu/menu' });
    await user.click(await screen.findByRole('button', { name: 'Üçüncü düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü düzenle' });
    const page = await within(dialog).findByRole('textbox', { name: 'Sayfa içeriği' });
    const file = () => within(dialog).getByLabelText('Sayfa içeriği için görsel dosyası');
    await user.upload(file(), gifFile('a.gif'));
    expect(
      within(dialog).getByText('Yalnızca jpg, jpeg, png ve webp görseller eklenebilir'),
    ).toBeInTheDocument();
    expect(api.named('uploadEditorImage')).toHaveLength(0);
    await user.upload(file(), pngFile('afis.png'));
    await waitFor(() => expect(page.querySelector('img')).toHaveAttribute('src', '/files/demo/sayfa.png'));
    expect(api.named('uploadEditorImage')[0]?.url).toBe('/graphql/upload');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { navigationRegistry } from './registry.ts';
import { navigationServer, type Handler } from './test/navigationServer.ts';

const LINKS = [
  {
    id: 5,
    name: 'İK portalı',
    description: 'İnsan kaynakları',
    position: 1,
    targetComponent: 'HtmlPage',
    targetPayload: '<p>Merhaba</p>',
    linkGroupId: 3,
    linkGroup: { id: 3, name: 'Genel' },
    startDate: null,
    endDate: null,
    roles: [{ id: 600, roleId: 1, role: { name: 'Admin' } }],
  },
];

function renderLinks(handlers: Record<string, Handler> = {}) {
  const api = navigationServer({
    ...handlers,
    getLinks: () => ok(LINKS, 1),
    linkGroups: () =>
      ok(
        [
          { id: 3, name: 'Genel' },
          { id: 4, name: 'Yardım' },
        ],
        2,
      ),
  });
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={navigationRegistry.links} />, { at: '/menu/link' });
  return { api, user };
}

describe('links (/menu/link)', () => {
  it('lists name, link group, position and status', async () => {
    renderLinks();
    const row = await screen.findByRole('row', { name: /İK portalı/ });
    expect(within(row).getByText('Genel')).toBeInTheDocument();
    expect(within(row).getByText('Yayında')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bağlantı grubu' })).toBeInTheDocument();
  });

  it('create: only a page or a web address; the group select asks 100 groups; the url is sent wrapped', async () => {
    const { api, user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Link ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link ekle' });
    expect(
      within(dialog).getByText('Hiçbir rolü olmayan bir kayıt kimseye gösterilmez.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Hedef' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['HTML sayfası', 'Web adresi']);
    await user.click(screen.getByRole('option', { name: 'Web adresi' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Yardım masası');
    await user.type(within(dialog).getByRole('textbox', { name: 'Açıklama' }), 'Destek');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Sıra' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Web adresi' }), 'https://destek.example');
    await user.click(within(dialog).getByRole('combobox', { name: 'Bağlantı grubu' }));
    await user.click(await screen.findByRole('option', { name: 'Yardım' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Link oluşturuldu')).toBeInTheDocument();
    expect(api.named('createLink')[0]?.variables).toMatchObject({
      name: 'Yardım masası',
      description: 'Destek',
      position: 2,
      targetComponent: 'UrlBrowser',
      targetPayload: '{"url":"https://destek.example"}',
      linkGroupId: 4,
    });
    const groups = api.named('linkGroups')[0]?.variables.pagerModel;
    expect(groups).toMatchObject({ pageSize: 100, isActive: true });
  });

  it('roles: createLinkRole for the added role, deleteLinkRole for the removed one', async () => {
    const { api, user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'İK portalı rolleri' }));
    const dialog = await screen.findByRole('dialog');
    const admin = await within(dialog).findByRole('button', { name: 'Admin' });
    await user.click(within(admin).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Link rolleri güncellendi')).toBeInTheDocument();
    expect(api.named('createLinkRole').map((call) => call.variables)).toEqual([{ linkId: 5, roleId: 2 }]);
    expect(api.named('deleteLinkRole').map((call) => call.variables)).toEqual([{ id: 600 }]);
    expect(api.named('updateLink')).toHaveLength(0);
  });

  it('roles: the dialog says who will see the link as roles are chosen, from the server’s count', async () => {
    const people: Record<string, { count: number; users: { id: number; name: string; surname: string }[] }> =
      {
        '1': { count: 1, users: [{ id: 1, name: 'Ada', surname: 'Yönetici' }] },
        '2': {
          count: 12,
          users: [
            { id: 2, name: 'Elif', surname: 'Çalışkan' },
            { id: 3, name: 'Mert', surname: 'Yıldırım' },
          ],
        },
      };
    const { user } = renderLinks({
      appAudience: (call) => {
        const { roleIds } = (call.variables as { inputModel: { roleIds: number[] } }).inputModel;
        return ok(roleIds.length ? people[roleIds.join(',')] : { count: 0, users: [] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'İK portalı rolleri' }));
    const dialog = await screen.findByRole('dialog');
    const audience = within(dialog).getByRole('region', { name: 'Kim görecek?' });
    expect(await within(audience).findByText('1 etkin çalışan görecek.')).toBeInTheDocument();
    expect(within(audience).getByText('Ada Yönetici')).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole('button', { name: 'Admin' })).getByTestId('CancelIcon'));
    expect(
      await within(audience).findByText(
        'Kimse görmeyecek: rol seçilmedi ya da seçilenlerde etkin çalışan yok.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    expect(await within(audience).findByText('12 etkin çalışan görecek.')).toBeInTheDocument();
    expect(within(audience).getByText('Elif Çalışkan, Mert Yıldırım ve 10 kişi daha')).toBeInTheDocument();
  });
});

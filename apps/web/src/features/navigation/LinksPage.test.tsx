import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n.ts';
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
    getLinks: () => ok(LINKS, 1),
    linkGroups: () =>
      ok(
        [
          { id: 3, name: 'Genel' },
          { id: 4, name: 'Yardım' },
        ],
        2,
      ),
    ...handlers,
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
    // live, with the Admin role: the stub's audience counts nobody active
    expect(await within(row).findByText('Kimseye görünmüyor')).toBeInTheDocument();
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

  it('create: a role chosen in the dialog is linked to the new link (createLinkRole with its id)', async () => {
    const { api, user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Link ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Yardım masası');
    await user.type(within(dialog).getByRole('textbox', { name: 'Açıklama' }), 'Destek');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Sıra' }), '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Hedef' }));
    await user.click(await screen.findByRole('option', { name: 'Web adresi' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Web adresi' }), 'https://destek.example');
    await user.click(within(dialog).getByRole('combobox', { name: 'Bağlantı grubu' }));
    await user.click(await screen.findByRole('option', { name: 'Genel' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Link oluşturuldu')).toBeInTheDocument();
    expect(api.named('createLink')[0]?.variables).not.toHaveProperty('roleIds');
    expect(api.named('createLinkRole').map((call) => call.variables)).toEqual([{ linkId: 99, roleId: 2 }]);
  });

  it('edit: roles saved as the difference (createLinkRole, deleteLinkRole), never updateLink', async () => {
    const { api, user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'İK portalı düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link düzenle' });
    const admin = await within(dialog).findByRole('button', { name: 'Admin' });
    await user.click(within(admin).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Link güncellendi')).toBeInTheDocument();
    expect(api.named('createLinkRole').map((call) => call.variables)).toEqual([{ linkId: 5, roleId: 2 }]);
    expect(api.named('deleteLinkRole').map((call) => call.variables)).toEqual([{ id: 600 }]);
    expect(api.named('updateLink')).toHaveLength(0);
  });

  it("status: 'Yayında' with whom it reaches, 'Kimseye görünmüyor' without an audience; one count per audience", async () => {
    const link = (id: number, name: string, roleIds: number[]) => ({
      ...LINKS[0],
      id,
      name,
      roles: roleIds.map((roleId) => ({ id: id * 10 + roleId, roleId, role: { name: `Rol ${roleId}` } })),
    });
    const counts: Record<string, number> = { '1,2': 12, '2': 1, '3': 0 };
    const { api } = renderLinks({
      getLinks: () =>
        ok(
          [
            link(5, 'İK portalı', [1, 2]),
            link(6, 'Kantin', [2, 1]),
            link(7, 'Taslak', []),
            link(8, 'Tek kişi', [2]),
            link(9, 'Boş rol', [3]),
          ],
          5,
        ),
      appAudience: (call) => {
        const { roleIds } = (call.variables as { inputModel: { roleIds: number[] } }).inputModel;
        return ok({ count: counts[roleIds.join(',')] ?? 0, users: [] });
      },
    });
    const chip = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    expect(await screen.findAllByText('Yayında · 12 kişi')).toHaveLength(2);
    expect(chip('Kantin').getByText('Yayında · 12 kişi')).toBeInTheDocument();
    expect(await chip('Tek kişi').findByText('Yayında · 1 kişi')).toBeInTheDocument();
    expect(chip('Taslak').getByText('Kimseye görünmüyor')).toBeInTheDocument();
    // roles whose people are all passive reach nobody either
    expect(await chip('Boş rol').findByText('Kimseye görünmüyor')).toBeInTheDocument();
    // the same roles in another order are one request; no roles, none
    const asked = api
      .named('appAudience')
      .map((call) => (call.variables as { inputModel: { roleIds: number[] } }).inputModel.roleIds);
    expect(asked.sort()).toEqual([[1, 2], [2], [3]]);
    // in English, plural-correct
    await act(() => setLanguage('en'));
    try {
      expect(await chip('Kantin').findByText('Live · 12 people')).toBeInTheDocument();
      expect(chip('Tek kişi').getByText('Live · 1 person')).toBeInTheDocument();
      expect(chip('Taslak').getByText('Seen by nobody')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('tr'));
    }
  });

  it('the dialog says who will see the link as roles are chosen, from the server’s count', async () => {
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
    await user.click(await screen.findByRole('button', { name: 'İK portalı düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link düzenle' });
    const audience = within(dialog).getByRole('region', { name: 'Kim görecek?' });
    expect(await within(audience).findByText('1 etkin çalışan görecek.')).toBeInTheDocument();
    expect(within(audience).getByText('Ada Yönetici')).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole('button', { name: 'Admin' })).getByTestId('CancelIcon'));
    expect(
      await within(audience).findByText(
        'Kimse görmeyecek: rol seçilmedi ya da seçilenlerde etkin çalışan yok.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    expect(await within(audience).findByText('12 etkin çalışan görecek.')).toBeInTheDocument();
    expect(within(audience).getByText('Elif Çalışkan, Mert Yıldırım ve 10 kişi daha')).toBeInTheDocument();
  });
});

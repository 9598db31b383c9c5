import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

const GROUPS = [{ id: 7, name: 'Muhasebe', userCount: 2 }];
const MEMBERS = [
  { id: 500, userId: 1, user: { id: 1, name: 'Ada', surname: 'Yılmaz' } },
  { id: 501, userId: 2, user: { id: 2, name: 'Can', surname: 'Demir' } },
];

function renderGroups() {
  const api = peopleServer({ groups: () => ok(GROUPS, 1), userGroups: () => ok(MEMBERS, 2) });
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={peopleRegistry.groups} />, { at: '/ayarlar/gruplar' });
  const openEdit = async () => {
    await user.click(await screen.findByRole('button', { name: 'Muhasebe düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grup düzenle' });
    await within(dialog).findByRole('button', { name: 'Ada Yılmaz' });
    return dialog;
  };
  return { api, user, openEdit };
}

describe('groups (/ayarlar/gruplar)', () => {
  it('lists name and user count; the detail lists the members (id, name, surname)', async () => {
    const { api, user } = renderGroups();
    expect(await screen.findByRole('cell', { name: 'Muhasebe' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kullanıcı sayısı' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Muhasebe üyeleri' }));
    const detail = await screen.findByRole('dialog', { name: 'Muhasebe üyeleri' });
    expect(await within(detail).findByRole('row', { name: '1 Ada Yılmaz' })).toBeInTheDocument();
    expect(within(detail).getByRole('row', { name: '2 Can Demir' })).toBeInTheDocument();
    expect(pagerOf(api.named('userGroups')[0])).toMatchObject({ groupId: 7 });
  });

  it('edit: removing one member and adding another saves only the difference', async () => {
    const { api, user, openEdit } = renderGroups();
    const dialog = await openEdit();
    expect(pagerOf(api.named('userGroups')[0])).toMatchObject({ groupId: 7, pageSize: 5000 });
    // Each chip has a delete icon; removing Ada's chip deselects her.
    const ada = within(dialog).getByRole('button', { name: 'Ada Yılmaz' });
    await user.click(within(ada).getByTestId('CancelIcon'));
    const picker = within(dialog).getByRole('combobox', { name: 'Üyeler' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Ece Kaya' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Grup güncellendi')).toBeInTheDocument();
    expect(api.named('createUserGroup').map((call) => call.variables)).toEqual([{ groupId: 7, userId: 3 }]);
    expect(api.named('deleteUserGroup').map((call) => call.variables)).toEqual([{ id: 500 }]);
    expect(api.named('updateGroup')).toHaveLength(0);
  });

  it("edit: nothing changed → 'Değişiklik yok.' and the dialog closes without a call", async () => {
    const { api, user, openEdit } = renderGroups();
    const dialog = await openEdit();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yok.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const name of ['updateGroup', 'createUserGroup', 'deleteUserGroup'])
      expect(api.named(name), name).toHaveLength(0);
  });

  it('create: name required, then the group and a link per chosen member', async () => {
    const { api, user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Grup ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grup ekle' });
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await pressSaveRefused(user, dialog, () => api.named('createGroup').length);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Satış');
    await user.click(within(dialog).getByRole('combobox', { name: 'Üyeler' }));
    await user.click(await screen.findByRole('option', { name: 'Can Demir' }));
    await user.click(save);
    expect(await screen.findByText('Grup oluşturuldu')).toBeInTheDocument();
    expect(api.named('createGroup')[0]?.variables).toEqual({ name: 'Satış' });
    expect(api.named('createUserGroup')[0]?.variables).toEqual({ groupId: 99, userId: 2 });
  });
});

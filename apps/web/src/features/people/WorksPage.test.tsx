import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

const WORKS = [
  {
    id: 3,
    name: 'Mesai',
    description: null,
    userCount: 6,
    sendHistories: [
      { id: 900, userId: 1, groupId: null, user: { name: 'Ada', surname: 'Yılmaz' }, group: null },
      { id: 901, userId: null, groupId: 8, user: null, group: { name: 'Satış' } },
    ],
  },
];
const GROUPS = [
  { id: 8, name: 'Satış' },
  { id: 9, name: 'Muhasebe' },
];

describe('works (/is/isler)', () => {
  it('edit shows the send histories as chips and saves users and groups as differences', async () => {
    const api = peopleServer({ works: () => ok(WORKS, 1), groups: () => ok(GROUPS, 2) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.works} />, { at: '/is/isler' });
    expect(await screen.findByRole('row', { name: /^Mesai 6/ })).toBeInTheDocument();
    expect(pagerOf(api.named('works')[0])).toMatchObject({ sortColumn: 'id', sortDescending: true });

    await user.click(screen.getByRole('button', { name: 'Mesai düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İş düzenle' });
    expect(within(dialog).getByRole('button', { name: 'Ada Yılmaz' })).toBeInTheDocument();
    const satis = within(dialog).getByRole('button', { name: 'Satış' });
    await user.click(within(satis).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Kullanıcılar' }));
    await user.click(await screen.findByRole('option', { name: 'Can Demir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İş güncellendi')).toBeInTheDocument();
    expect(api.named('createWorkSendHistory').map((call) => call.variables)).toEqual([
      { workId: 3, userId: 2 },
    ]);
    expect(api.named('deleteWorkSendHistory').map((call) => call.variables)).toEqual([{ id: 901 }]);
    expect(api.named('updateWork')).toHaveLength(0);
  });

  it('create sends name, description, users and groups in createWork', async () => {
    const api = peopleServer({ works: () => ok([], 0), groups: () => ok(GROUPS, 2) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.works} />, { at: '/is/isler' });
    await user.click(await screen.findByRole('button', { name: 'İş ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İş ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Vardiya');
    await user.type(within(dialog).getByRole('textbox', { name: 'Açıklama' }), 'Gece');
    await user.click(within(dialog).getByRole('combobox', { name: 'Gruplar' }));
    await user.click(await screen.findByRole('option', { name: 'Muhasebe' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İş oluşturuldu')).toBeInTheDocument();
    expect(api.named('createWork')[0]?.variables).toEqual({
      name: 'Vardiya',
      description: 'Gece',
      userIds: [],
      groupIds: [9],
    });
  });
});

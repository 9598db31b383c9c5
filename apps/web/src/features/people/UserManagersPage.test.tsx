import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

const MANAGERS = [{ id: 30, level: 1, managerId: 2, manager: { fullName: 'Can Demir' } }];

function renderManagers() {
  const api = peopleServer({
    user: () => ok({ id: 1, name: 'Ada', surname: 'Yılmaz' }),
    userManagers: () => ok(MANAGERS, 1),
  });
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={peopleRegistry.userManagers} />, {
    at: '/ayarlar/kullanici/kullanicilar/1',
    route: '/ayarlar/kullanici/kullanicilar/:userId',
  });
  return { api, user };
}

describe("a user's managers (/ayarlar/kullanici/kullanicilar/{userId})", () => {
  it('lists level and manager full name under the user, with a way back to the users', async () => {
    const { api } = renderManagers();
    expect(await screen.findByRole('heading', { name: 'Ada Yılmaz: Yöneticiler' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^1 Can Demir/ })).toBeInTheDocument();
    expect(pagerOf(api.named('userManagers')[0])).toMatchObject({ userId: 1 });
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute(
      'href',
      '/ayarlar/kullanici/kullanicilar',
    );
  });

  it('creates with a picked manager and a level 1–6 for the route’s user', async () => {
    const { api, user } = renderManagers();
    await user.click(await screen.findByRole('button', { name: 'Yönetici ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yönetici ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Yönetici' }));
    await user.click(await screen.findByRole('option', { name: 'Ece Kaya' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Seviye' }));
    const levels = await screen.findAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual([
      '1. seviye yönetici (doğrudan yönetici)',
      '2. seviye yönetici (yöneticinin yöneticisi)',
      '3. seviye yönetici',
      '4. seviye yönetici',
      '5. seviye yönetici',
      '6. seviye yönetici',
    ]);
    await user.click(screen.getByRole('option', { name: '3. seviye yönetici' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yönetici oluşturuldu')).toBeInTheDocument();
    expect(api.named('createUserManager')[0]?.variables).toEqual({ managerId: 3, level: 3, userId: 1 });
  });

  it('edits from the row: the manager chip shows the full name', async () => {
    const { api, user } = renderManagers();
    await user.click(await screen.findByRole('button', { name: 'Can Demir düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yönetici düzenle' });
    expect(within(dialog).getByRole('combobox', { name: 'Yönetici' })).toHaveValue('Can Demir');
    await user.click(within(dialog).getByRole('combobox', { name: 'Seviye' }));
    await user.click(
      await screen.findByRole('option', { name: '2. seviye yönetici (yöneticinin yöneticisi)' }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yönetici güncellendi')).toBeInTheDocument();
    expect(api.named('updateUserManager')[0]?.variables).toEqual({
      id: 30,
      managerId: 2,
      level: 2,
      userId: 1,
      rowVersion: null,
    });
  });
});

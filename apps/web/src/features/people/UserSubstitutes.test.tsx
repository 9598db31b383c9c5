import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { UserManagersPage } from './UserManagersPage.tsx';

const MANAGERS = [{ id: 30, level: 1, managerId: 2, manager: { fullName: 'Can Demir' } }];
const SUBSTITUTES = [
  {
    id: 40,
    substituteId: 3,
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    substitute: { fullName: 'Ece Kaya' },
  },
  { id: 41, substituteId: 2, startDate: null, endDate: null, substitute: { fullName: 'Can Demir' } },
];

function renderPage() {
  const api = peopleServer({
    user: () => ok({ id: 1, name: 'Ada', surname: 'Yılmaz' }),
    userManagers: () => ok(MANAGERS, 1),
    userSubstitutes: () => ok(SUBSTITUTES, 2),
  });
  const user = userEvent.setup();
  const view = renderScreen(<UserManagersPage />, {
    at: '/ayarlar/kullanici/kullanicilar/1',
    route: '/ayarlar/kullanici/kullanicilar/:userId',
  });
  return { api, user, router: view.router };
}

describe("a user's substitutes, under their managers", () => {
  it('lists the substitutes and their periods in a second table, and deletes one after asking', async () => {
    const { api, user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Yılmaz: Yöneticiler' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Ada Yılmaz: Vekiller' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Vekiller' });
    expect(
      await within(table).findByRole('row', { name: /^Ece Kaya 01\.12\.2026 – 05\.12\.2026/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /^Can Demir İzinli olduğu günlerde/ })).toBeVisible();
    expect(pagerOf(api.named('userSubstitutes')[0])).toMatchObject({ userId: 1 });
    await user.click(within(table).getByRole('button', { name: 'Ece Kaya sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vekil sil' });
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Vekil silindi')).toBeVisible();
    expect(api.named('deleteUserSubstitute')[0]?.variables).toEqual({ id: 40 });
    // the managers' list owns the URL: the second table keeps its pager to itself
    expect(router.state.location.search).toBe('');
  });

  it('creates one with a picked user and both days or neither, the rule shown at the field', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vekil ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vekil' }));
    await user.click(await screen.findByRole('option', { name: 'Ece Kaya' }));
    await user.type(within(dialog).getByLabelText('Başlangıç tarihi'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bitiş tarihi: Bu alan zorunludur')).toBeVisible();
    expect(api.named('createUserSubstitute')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Bitiş tarihi'), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bitiş tarihi: Başlangıç tarihinden önce olamaz')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Bitiş tarihi'));
    await user.type(within(dialog).getByLabelText('Bitiş tarihi'), '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Vekil oluşturuldu')).toBeVisible();
    await waitFor(() =>
      expect(api.named('createUserSubstitute')[0]?.variables).toEqual({
        substituteId: 3,
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        userId: 1,
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { chooseRowAction, openRowMenu } from '../../test/rowMenu.ts';
import { peopleServer, USERS } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

describe('user row actions', () => {
  const DETAIL = {
    id: 1,
    name: 'Ada',
    surname: 'Yılmaz',
    gsm: '5321234567',
    nationalityIdentityNumber: '12345678901',
    companyIdentityNumber: 'S-42',
    department: { name: 'Bilgi İşlem' },
    roleId: 1,
    role: { name: 'Admin' },
    email: 'ada@pano.local',
    totalDayOff: 14,
  };

  it('detail shows the user; change role sends exactly one role and refreshes the detail', async () => {
    const api = peopleServer({ user: () => ok(DETAIL) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
      at: '/ayarlar/kullanici/kullanicilar',
    });
    await user.click(await screen.findByRole('button', { name: 'Ada Yılmaz detayı' }));
    const detail = await screen.findByRole('dialog', { name: 'Ada Yılmaz detayı' });
    for (const text of ['12345678901', 'S-42', 'Bilgi İşlem', 'ada@pano.local', '5321234567'])
      expect(await within(detail).findByText(text)).toBeInTheDocument();
    // the leave entitlement below: without a hire date, the total days off
    const leave = await within(detail).findByRole('region', { name: 'İzin hakları' });
    expect(await within(leave).findByText(/İşe giriş tarihi yok/)).toBeInTheDocument();
    // the day off once, as this year's entitlement (issue 48, 19)
    expect(within(leave).getByText('14 gün')).toBeInTheDocument();
    expect(within(detail).queryByText('Toplam izin günü')).toBeNull();
    await user.click(within(detail).getByRole('button', { name: 'Rolü değiştir' }));
    const change = await screen.findByRole('dialog', { name: 'Ada Yılmaz rolünü değiştir' });
    await user.click(within(change).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(change).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Rol değiştirildi')).toBeInTheDocument();
    expect(api.named('changeUserRole')[0]?.variables).toEqual({ roleId: 3, userId: 1 });
    await waitFor(() => expect(api.named('user').length).toBeGreaterThan(1));
  });

  it("notifications: body, viewed, time as 'DD.MM.YYYY, h:mm:ss a' or '-', and the total in a badge", async () => {
    const rows = [
      { id: 1, body: 'Hoş geldiniz', isViewed: true, viewedDate: '2024-03-05T14:07:09' },
      { id: 2, body: 'İzniniz onaylandı', isViewed: false, viewedDate: null },
    ];
    const api = peopleServer({ notifications: () => ok(rows, 12) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
      at: '/ayarlar/kullanici/kullanicilar',
    });
    await chooseRowAction(user, 'Ada Yılmaz', 'Ada Yılmaz bildirimleri');
    const dialog = await screen.findByRole('dialog', { name: 'Ada Yılmaz bildirimleri' });
    expect(await within(dialog).findByRole('cell', { name: 'Hoş geldiniz' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '05.03.2024 14:07' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '-' })).toBeInTheDocument();
    const viewed = within(dialog).getAllByRole('checkbox', { name: 'Görüldü' });
    expect(viewed.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Toplam: 12');
    expect(within(dialog).getByText('12')).toBeInTheDocument();
    expect(api.named('notifications')[0]?.variables.pagerModel).toEqual({
      pageNumber: 1,
      pageSize: 5,
      userId: 1,
    });
  });

  it('offers unlock only for a user who must wait, says what it does, and unlocks', async () => {
    const locked = [
      { ...USERS[0], isLocked: false },
      { ...USERS[1], isLocked: true },
    ];
    const api = peopleServer({ users: () => ok(locked, locked.length), unlockUser: () => ok({ id: 2 }) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
      at: '/ayarlar/kullanici/kullanicilar',
    });
    const adasMenu = await openRowMenu(user, 'Ada Yılmaz');
    expect(within(adasMenu).queryByRole('menuitem', { name: 'Ada Yılmaz kilidini aç' })).toBeNull();
    await user.keyboard('{Escape}');
    expect((api.named('users')[0]?.body as { query: string }).query).toContain('isLocked');
    await chooseRowAction(user, 'Can Demir', 'Can Demir kilidini aç');
    const dialog = await screen.findByRole('dialog', { name: 'Can Demir kilidini aç' });
    expect(within(dialog).getByText(/hemen yeniden giriş yapabilir/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kilidi aç' }));
    expect(await screen.findByText('Kilit açıldı')).toBeInTheDocument();
    expect(api.named('unlockUser')[0]?.variables).toEqual({ id: 2 });
  });

  it('offers a new invitation to a person without a password and a reset link to one with a password', async () => {
    const people = [
      { ...USERS[0], hasPassword: true, isActive: true },
      { ...USERS[1], hasPassword: false, isActive: true },
    ];
    const api = peopleServer({
      users: () => ok(people, people.length),
      resendInvitation: () => ok({ id: 2 }),
      sendPasswordReset: () => ok({ id: 1 }),
    });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
      at: '/ayarlar/kullanici/kullanicilar',
    });
    const cansMenu = await openRowMenu(user, 'Can Demir');
    expect(
      within(cansMenu).getByRole('menuitem', { name: 'Can Demir davetini yeniden gönder' }),
    ).toBeInTheDocument();
    expect(
      within(cansMenu).queryByRole('menuitem', { name: 'Can Demir için şifre yenileme bağlantısı gönder' }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    const adasMenu = await openRowMenu(user, 'Ada Yılmaz');
    expect(
      within(adasMenu).queryByRole('menuitem', { name: 'Ada Yılmaz davetini yeniden gönder' }),
    ).toBeNull();
    await user.click(
      within(adasMenu).getByRole('menuitem', { name: 'Ada Yılmaz için şifre yenileme bağlantısı gönder' }),
    );
    const reset = await screen.findByRole('dialog', {
      name: 'Ada Yılmaz için şifre yenileme bağlantısı gönder',
    });
    expect(within(reset).getByText(/yeni şifreyi belirleyene kadar geçerli kalır/)).toBeInTheDocument();
    await user.click(within(reset).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Bağlantı gönderildi')).toBeInTheDocument();
    expect(api.named('sendPasswordReset')[0]?.variables).toEqual({ id: 1 });
    await chooseRowAction(user, 'Can Demir', 'Can Demir davetini yeniden gönder');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.named('resendInvitation')[0]?.variables).toEqual({ id: 2 }));
  });
});

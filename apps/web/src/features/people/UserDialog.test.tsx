import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

function renderUsers() {
  const api = peopleServer();
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={peopleRegistry.users} />, {
    at: '/ayarlar/kullanici/kullanicilar',
  });
  const openCreate = async () => {
    await user.click(await screen.findByRole('button', { name: 'Kullanıcı ekle' }));
    return screen.findByRole('dialog', { name: 'Kullanıcı ekle' });
  };
  return { api, user, openCreate };
}

describe('the user dialog (spec 001 §5)', () => {
  it('takes a GSM as people write it, says the expected form under it, and caps the national id at 11', async () => {
    const { user, openCreate } = renderUsers();
    const dialog = await openCreate();
    const gsm = within(dialog).getByRole('textbox', { name: 'GSM' });
    expect(
      within(dialog).getByText('10 hane, örn. 532 123 45 67 (başında 0 ya da +90 olabilir)'),
    ).toBeVisible();
    await user.type(gsm, '0532 123 45 67');
    expect(gsm).toHaveValue('0532 123 45 67');
    expect(
      within(dialog).queryByText('GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)'),
    ).toBeNull();
    const nationalId = within(dialog).getByRole('textbox', { name: 'TC kimlik no' });
    await user.type(nationalId, '123456789012345');
    expect(nationalId).toHaveValue('12345678901');
  });

  it('says which rule a field breaks, in the contract’s words', async () => {
    const { api, user, openCreate } = renderUsers();
    const dialog = await openCreate();
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    for (const name of ['Rol', 'Departman']) {
      within(dialog).getByRole('combobox', { name }).focus();
      await user.tab();
    }
    expect(await within(dialog).findByText('Rol: Bu alan zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Departman: Bu alan zorunludur')).toBeInTheDocument();
    for (const name of ['Ad', 'Soyad']) {
      await user.type(box(name), 'x');
      await user.clear(box(name));
    }
    expect(within(dialog).getByText('Ad: Bu alan zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Soyad: Bu alan zorunludur')).toBeInTheDocument();
    await user.type(box('E-posta'), 'ada@');
    await user.type(box('GSM'), '0532');
    await user.type(box('TC kimlik no'), '123');
    expect(await within(dialog).findByText('E-posta alanını kontrol edin')).toBeInTheDocument();
    expect(
      within(dialog).getByText('GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('TC kimlik no alanını kontrol edin')).toBeInTheDocument();
    const dayOff = within(dialog).getByRole('spinbutton', { name: 'Toplam izin günü' });
    await user.clear(dayOff);
    await user.type(dayOff, '-1');
    expect(await within(dialog).findByText('Toplam izin günü: Bu alan zorunludur')).toBeInTheDocument();
    await pressSaveRefused(user, dialog, () => api.named('createUser').length);
    // the first wrong field of the dialog is focused: the role
    expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveFocus();
  });

  it('creates a user with every field; birth date starts at 2020-01-01, day off at 0', async () => {
    const { api, user, openCreate } = renderUsers();
    const dialog = await openCreate();
    const pick = async (name: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Rol', 'Personel');
    await pick('Departman', 'İnsan Kaynakları');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Deniz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Soyad' }), 'Aydın');
    await user.type(within(dialog).getByRole('textbox', { name: 'GSM' }), '+90 532 123 45 67');
    expect(within(dialog).getByLabelText('Doğum tarihi')).toHaveValue('2020-01-01');
    expect(within(dialog).getByRole('spinbutton', { name: 'Toplam izin günü' })).toHaveValue(0);
    await user.type(within(dialog).getByLabelText('İşe giriş tarihi'), '2024-09-02');
    await user.click(within(dialog).getByRole('switch', { name: 'Panel rolü' }));
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Kullanıcı oluşturuldu')).toBeInTheDocument();
    expect(api.named('createUser')[0]?.variables).toEqual({
      roleId: 2,
      departmentId: 11,
      name: 'Deniz',
      surname: 'Aydın',
      email: null,
      gsm: '5321234567',
      nationalityIdentityNumber: null,
      companyIdentityNumber: null,
      birthDate: '2020-01-01',
      hireDate: '2024-09-02',
      totalDayOff: 0,
      isPanelUser: true,
    });
  });

  it('edits from the row and says "no changes" when nothing changed', async () => {
    const { api, user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Ada Yılmaz düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı düzenle' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveTextContent('Admin'),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yok.')).toBeInTheDocument();
    expect(api.named('updateUser')).toHaveLength(0);
  });
});

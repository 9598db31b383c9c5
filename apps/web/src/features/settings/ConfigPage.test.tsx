import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { CONFIG_GROUPS } from '@pano/contract';
import { i18n, setLanguage } from '../../i18n/i18n.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { ConfigPage } from './ConfigPage.tsx';

const setting = (over: Record<string, unknown>) => ({
  id: null,
  description: '',
  source: null,
  kind: 'select',
  value: null,
  defaultValue: null,
  options: [],
  ...over,
});

const GROUPS = [
  {
    id: 1,
    name: 'login',
    isEditable: true,
    configs: [
      setting({
        parentId: 11,
        name: 'loginMethod',
        group: 'login',
        defaultValue: 'email',
        options: ['email', 'gsm', 'nationalityIdentityNumber'].map((value) => ({ value, label: value })),
      }),
      setting({
        id: 70,
        parentId: 12,
        name: 'passwordSendMethod',
        group: 'login',
        value: 'sms',
        defaultValue: 'email',
        options: ['email', 'sms'].map((value) => ({ value, label: value })),
      }),
    ],
  },
  {
    id: 2,
    name: 'recruitment',
    isEditable: true,
    configs: [
      setting({
        id: 72,
        parentId: 21,
        name: 'applicantResearchGroup',
        group: 'recruitment',
        source: 'groups',
        value: '4',
        options: [
          { value: '4', label: 'Bordro' },
          { value: '9', label: 'Aday Araştırma' },
        ],
      }),
    ],
  },
  {
    id: 3,
    name: 'announcements',
    isEditable: true,
    configs: [
      setting({
        parentId: 31,
        name: 'currentAnnouncements',
        group: 'announcements',
        kind: 'multi',
        source: 'announcements',
        value: '[3]',
        id: 71,
        options: [
          { value: '3', label: 'Yeni yemek menüsü' },
          { value: '7', label: 'Bayram tatili' },
        ],
      }),
    ],
  },
];

const FOUND_GROUPS = [
  { id: 9, name: 'Aday Araştırma' },
  { id: 4, name: 'Bordro' },
];

function configServer() {
  return stubFetch((call) => {
    if (call.operationName === 'configGroups') return graphql(call, ok(GROUPS, GROUPS.length));
    if (call.operationName === 'groups') return graphql(call, ok(FOUND_GROUPS, FOUND_GROUPS.length));
    return graphql(call, ok({ id: 5 }));
  });
}

describe('configuration (/ayarlar/konfig)', () => {
  it('has a name, a description and option texts in both languages for every seeded code', () => {
    for (const lang of ['tr', 'en']) {
      const t = i18n.getFixedT(lang);
      for (const group of CONFIG_GROUPS) {
        expect(i18n.exists(`config.groups.${group.code}`, { lng: lang }), group.code).toBe(true);
        for (const s of group.settings) {
          expect(i18n.exists(`config.settings.${s.code}.name`, { lng: lang }), s.code).toBe(true);
          // the description is the contract's: the server answers it too (`configs { description }`)
          expect(i18n.exists(`contract:configSettings.${s.code}`, { lng: lang }), s.code).toBe(true);
          for (const option of s.options ?? [])
            expect(t(`config.options.${s.code}.${option}`)).not.toContain('config.');
        }
      }
    }
  });

  it('shows one section per editable group, the stored value or the default, and saves a choice at once', async () => {
    const api = configServer();
    const user = userEvent.setup();
    renderScreen(<ConfigPage />, { at: '/ayarlar/konfig' });
    const login = await screen.findByRole('region', { name: 'Giriş' });
    expect(screen.getByRole('region', { name: 'Duyurular' })).toBeInTheDocument();
    expect(api.named('configGroups')[0]?.variables.pagerModel).toEqual({ isEditable: true });
    const method = within(login).getByRole('combobox', { name: 'Giriş yöntemi' });
    expect(method).toHaveTextContent('E-posta');
    expect(within(login).getByText('Varsayılan değer kullanılıyor')).toBeInTheDocument();
    expect(within(login).getByRole('combobox', { name: 'Şifre gönderim yöntemi' })).toHaveTextContent('SMS');
    expect(within(login).getByRole('button', { name: 'Giriş yöntemi: varsayılana dön' })).toBeDisabled();

    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'Cep telefonu' }));
    expect(await screen.findByText('Ayar kaydedildi')).toBeInTheDocument();
    expect(api.named('setConfig')[0]?.variables).toEqual({ parentId: 11, value: 'gsm' });
    await waitFor(() => expect(api.named('configGroups')).toHaveLength(2));
  });

  it('adds an announcement to the current ones as a bracketed list, and resets a stored value', async () => {
    const api = configServer();
    const user = userEvent.setup();
    renderScreen(<ConfigPage />, { at: '/ayarlar/konfig' });
    const current = await screen.findByRole('combobox', { name: 'Güncel duyurular' });
    expect(current).toHaveTextContent('Yeni yemek menüsü');
    await user.click(current);
    await user.click(await screen.findByRole('option', { name: 'Bayram tatili' }));
    await waitFor(() =>
      expect(api.named('setConfig')[0]?.variables).toEqual({ parentId: 31, value: '[3,7]' }),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Şifre gönderim yöntemi: varsayılana dön' }));
    expect(await screen.findByText('Ayar varsayılan değere döndü')).toBeInTheDocument();
    expect(api.named('deleteConfig')[0]?.variables).toEqual({ id: 70 });
  });

  it('picks the applicant research group from the tenant’s groups, searched as typed, and resets it', async () => {
    const api = configServer();
    const user = userEvent.setup();
    renderScreen(<ConfigPage />, { at: '/ayarlar/konfig' });
    const recruitment = await screen.findByRole('region', { name: 'İşe alım' });
    const picker = within(recruitment).getByRole('combobox', { name: 'Aday araştırma grubu' });
    expect(picker).toHaveValue('Bordro');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, 'aday');
    // searched on the server, 15 at a time, once the typing pauses
    await waitFor(
      () =>
        expect(api.named('groups').at(-1)?.variables.pagerModel).toEqual({
          pageNumber: 1,
          pageSize: 15,
          searchText: 'aday',
        }),
      { timeout: 3000 },
    );
    await user.click(await screen.findByRole('option', { name: 'Aday Araştırma' }));
    expect(await screen.findByText('Ayar kaydedildi')).toBeInTheDocument();
    expect(api.named('setConfig')[0]?.variables).toEqual({ parentId: 21, value: '9' });
    await user.click(
      within(recruitment).getByRole('button', { name: 'Aday araştırma grubu: varsayılana dön' }),
    );
    await waitFor(() => expect(api.named('deleteConfig')[0]?.variables).toEqual({ id: 72 }));
  });

  it('names the recruitment section and its group picker in English', async () => {
    configServer();
    await act(() => setLanguage('en'));
    try {
      renderScreen(<ConfigPage />, { at: '/ayarlar/konfig' });
      const recruitment = await screen.findByRole('region', { name: 'Recruitment' });
      expect(within(recruitment).getByRole('combobox', { name: 'Applicant research group' })).toHaveValue(
        'Bordro',
      );
    } finally {
      await act(() => setLanguage('tr'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_GROUPS } from '@pano/contract';
import { i18n } from '../../i18n/i18n.ts';
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

function configServer() {
  return stubFetch((call) =>
    graphql(call, call.operationName === 'configGroups' ? ok(GROUPS, GROUPS.length) : ok({ id: 5 })),
  );
}

describe('configuration (/ayarlar/konfig)', () => {
  it('has a name, a description and option texts in both languages for every seeded code', () => {
    for (const lang of ['tr', 'en']) {
      const t = i18n.getFixedT(lang);
      for (const group of CONFIG_GROUPS) {
        expect(i18n.exists(`config.groups.${group.code}`, { lng: lang }), group.code).toBe(true);
        for (const s of group.settings) {
          for (const key of ['name', 'description'])
            expect(i18n.exists(`config.settings.${s.code}.${key}`, { lng: lang }), s.code).toBe(true);
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
});

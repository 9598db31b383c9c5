import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { settingsRegistry } from './registry.ts';

const download = vi.hoisted(() => vi.fn());
vi.mock('../../components/downloadFile.ts', () => ({ downloadFile: download }));

const ACTIVE = {
  id: 4,
  name: 'Kullanım Sözleşmesi',
  version: '2.1.0',
  isActive: true,
  createTime: '2026-11-01T10:00:00Z',
  userCount: 12,
  value: 'Metin',
};
const PASSIVE = { ...ACTIVE, id: 2, name: 'Eski Sözleşme', version: '1.0.0', isActive: false, userCount: 80 };
const ACCEPTORS = Array.from({ length: 10 }, (_, i) => ({
  id: 100 + i,
  userId: 10 + i,
  createTime: new Date(2026, 10, 2, 8, 30, i).toISOString(),
  user: { id: 10 + i, name: `Kişi${i}`, surname: 'Onaylı' },
}));

function disclaimersServer(overrides: Record<string, () => unknown> = {}) {
  return stubFetch((call) => {
    const own = overrides[call.operationName ?? ''];
    if (own) return graphql(call, own());
    const pager = (call.variables.pagerModel ?? {}) as { isActive?: boolean };
    switch (call.operationName) {
      case 'disclaimers':
        return graphql(call, ok(pager.isActive === false ? [PASSIVE] : [ACTIVE], 1));
      case 'disclaimer':
        return graphql(call, ok(ACTIVE));
      case 'disclaimerUsers':
        return graphql(call, ok(ACCEPTORS, 23));
      case 'otherSessions':
        return graphql(call, ok({ count: 42 }));
      case 'exportDisclaimerUsers':
        return graphql(
          call,
          ok({ fileName: 'disclaimer-users.xlsx', contentType: 'x', fileBase64String: 'UEs=' }),
        );
      default:
        return graphql(call, ok({ id: 1 }));
    }
  });
}

describe('disclaimers (/ayarlar/sozlesmeler)', () => {
  it('lists active ones, passive ones on the switch; a new one is version 2.1.0', async () => {
    const api = disclaimersServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={settingsRegistry.disclaimers} />, {
      at: '/ayarlar/sozlesmeler',
    });
    expect(await screen.findByRole('row', { name: /Kullanım Sözleşmesi/ })).toHaveTextContent('2.1.0');
    await user.click(screen.getByRole('switch', { name: 'Pasifleri göster' }));
    expect(await screen.findByRole('row', { name: /Eski Sözleşme/ })).toHaveTextContent('1.0.0');

    await user.click(screen.getByRole('button', { name: 'Sözleşme ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Sözleşme ekle' });
    expect(within(dialog).getByRole('textbox', { name: 'Versiyon' })).toHaveValue('2.1.0');
    expect(within(dialog).queryByRole('switch', { name: 'Aktif' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'KVKK');
    await user.type(within(dialog).getByRole('textbox', { name: 'Metin' }), 'Aydınlatma metni');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('createDisclaimer')).toHaveLength(1));
    expect(api.named('createDisclaimer')[0]?.variables).toEqual({
      name: 'KVKK',
      value: 'Aydınlatma metni',
      version: '2.1.0',
    });
  });

  it('sends the active contract for approval only after confirmation, with an empty inputModel', async () => {
    const api = disclaimersServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={settingsRegistry.disclaimers} />, {
      at: '/ayarlar/sozlesmeler',
    });
    await user.click(await screen.findByRole('button', { name: 'Aktif sözleşmeyi onaya gönder' }));
    const confirm = screen.getByRole('dialog', { name: 'Aktif sözleşmeyi onaya gönder' });
    await user.click(within(confirm).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('setAllTokensPassive')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aktif sözleşmeyi onaya gönder' }));
    // it says how many sessions will end, and that this cannot be undone
    expect(
      await within(screen.getByRole('dialog')).findByText(/^42 oturum kapatılacak .* Bu geri alınamaz\./),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gönder' }));
    expect(
      await screen.findByText('Tüm oturumlar kapatıldı; aktif sözleşme onaya gönderildi'),
    ).toBeInTheDocument();
    expect(api.named('setAllTokensPassive')).toHaveLength(1);
    expect(String((api.named('setAllTokensPassive')[0]?.body as { query: string }).query)).toContain(
      'setAllTokensPassive(inputModel: {})',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal of the approval as an error', async () => {
    disclaimersServer({ setAllTokensPassive: () => failed('Validation', 'Sözleşme alanını kontrol edin') });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={settingsRegistry.disclaimers} />, {
      at: '/ayarlar/sozlesmeler',
    });
    await user.click(await screen.findByRole('button', { name: 'Aktif sözleşmeyi onaya gönder' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Sözleşme alanını kontrol edin')).toBeInTheDocument();
  });
});

describe('disclaimer acceptors (/ayarlar/sozlesmeler/{disclaimerId})', () => {
  it('lists 10 acceptors a page with the acceptance time, and exports all of them', async () => {
    const api = disclaimersServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={settingsRegistry.disclaimerUsers} />, {
      at: '/ayarlar/sozlesmeler/4',
      route: '/ayarlar/sozlesmeler/:disclaimerId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Kullanım Sözleşmesi 2.1.0: Onaylayan kullanıcılar' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Kişi3 Onaylı/ })).toHaveTextContent(
      '13Kişi3Onaylı02.11.2026 08:30:03',
    );
    expect(api.named('disclaimerUsers')[0]?.variables.pagerModel).toEqual({
      disclaimerId: 4,
      pageNumber: 1,
      pageSize: 10,
    });
    await user.click(screen.getByRole('button', { name: "Excel'e aktar" }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'disclaimer-users.xlsx' })),
    );
    expect(api.named('exportDisclaimerUsers')[0]?.variables).toEqual({ pagerModel: { disclaimerId: 4 } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { complaintsRegistry } from './registry.ts';

const download = vi.hoisted(() => vi.fn());
vi.mock('../../components/downloadFile.ts', () => ({ downloadFile: download }));

const TYPES = [
  { id: 1, name: 'Yemekhane' },
  { id: 2, name: 'Servis' },
];
const LONG = `Öğle yemeğinde çıkan çorba çoğu gün soğuk geliyor; ${'ısıtılmasını rica ediyoruz. '.repeat(5)}SON`;
const COMPLAINTS = [
  {
    id: 10,
    description: LONG,
    createTime: '2026-11-20T09:30:00Z',
    complaintType: { id: 1, name: 'Yemekhane' },
  },
  {
    id: 11,
    description: '=1+1',
    createTime: '2026-11-18T09:30:00Z',
    complaintType: { id: 2, name: 'Servis' },
  },
];
const FILE = {
  fileName: 'complaints-2026-11-21.xlsx',
  contentType: 'application/xlsx',
  fileBase64String: 'UEs=',
};

function complaintsServer(overrides: Record<string, () => unknown> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = overrides[name];
    if (own) return graphql(call, own());
    if (name === 'complaintTypes') return graphql(call, ok(TYPES, TYPES.length));
    if (name === 'complaints') return graphql(call, ok(COMPLAINTS, 12));
    if (name === 'exportComplaints') return graphql(call, ok(FILE));
    return graphql(call, ok({ id: 99 }));
  });
}

describe('complaint types (/anonimmesaj/tipler)', () => {
  it('a delete refused because the type is in use is an error toast, and the list is not reloaded', async () => {
    const message = 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.';
    const api = complaintsServer({ deleteComplaintType: () => failed('InUse', message) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaintTypes} />, {
      at: '/anonimmesaj/tipler',
    });
    await user.click(await screen.findByRole('button', { name: 'Yemekhane sil' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.className).toMatch(/colorError/);
    expect(screen.queryByText('Şikayet tipi silindi')).not.toBeInTheDocument();
    expect(api.named('deleteComplaintType')[0]?.variables).toEqual({ id: 1 });
    expect(api.named('complaintTypes')).toHaveLength(1);
  });

  it('a successful delete is a success toast', async () => {
    complaintsServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaintTypes} />, {
      at: '/anonimmesaj/tipler',
    });
    await user.click(await screen.findByRole('button', { name: 'Servis sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Şikayet tipi silindi');
  });
});

describe('complaints (/anonimmesaj/sikayetler)', () => {
  it('lists type, the start of the description and the date; the detail shows the whole description', async () => {
    const api = complaintsServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaints} />, {
      at: '/anonimmesaj/sikayetler',
    });
    expect(await screen.findByRole('cell', { name: '=1+1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '20.11.2026' })).toBeInTheDocument();
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
    expect(api.named('complaints')[0]?.variables.pagerModel).toMatchObject({
      sortColumn: 'createTime',
      sortDescending: true,
    });
    expect(screen.queryByRole('button', { name: /ekle/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yemekhane şikayetinin detayı' }));
    const detail = await screen.findByRole('dialog', { name: 'Şikayet detayı' });
    expect(within(detail).getByText(LONG)).toBeInTheDocument();
    expect(within(detail).getByText('Yemekhane')).toBeInTheDocument();
  });

  it('exports with the list search and type filter, not its page, and saves the file', async () => {
    const api = complaintsServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaints} />, {
      at: '/anonimmesaj/sikayetler',
    });
    await screen.findByRole('cell', { name: '=1+1' });
    await user.click(screen.getByRole('combobox', { name: 'Şikayet tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Servis' }));
    await waitFor(() =>
      expect(api.named('complaints').at(-1)?.variables.pagerModel).toMatchObject({ complaintTypeId: 2 }),
    );
    await user.click(screen.getByRole('button', { name: "Excel'e aktar" }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(FILE));
    const sent = api.named('exportComplaints')[0]?.variables.pagerModel as Record<string, unknown>;
    expect(sent).toMatchObject({ complaintTypeId: 2, sortColumn: 'createTime', sortDescending: true });
    expect(sent).not.toHaveProperty('pageNumber');
    expect(sent).not.toHaveProperty('pageSize');
  });

  it('an export of an empty list says so, as a notice, and saves no file (issue 26 §4.15)', async () => {
    download.mockClear();
    const empty = 'Dışa aktarılacak kayıt yok: liste bu arama ve seçimlerle boş.';
    complaintsServer({ exportComplaints: () => failed('NothingToExport', empty) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaints} />, {
      at: '/anonimmesaj/sikayetler',
    });
    await user.click(await screen.findByRole('button', { name: "Excel'e aktar" }));
    expect(await screen.findByRole('status')).toHaveTextContent(empty);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });

  it('a failed export is an error toast and saves nothing', async () => {
    download.mockClear();
    complaintsServer({ exportComplaints: () => failed('Unexpected', 'Beklenmedik bir hata oluştu.') });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={complaintsRegistry.complaints} />, {
      at: '/anonimmesaj/sikayetler',
    });
    await user.click(await screen.findByRole('button', { name: "Excel'e aktar" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Beklenmedik bir hata oluştu.');
    expect(download).not.toHaveBeenCalled();
  });
});

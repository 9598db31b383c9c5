import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { historyArea } from './history.area.ts';
import { historyRegistry } from './registry.ts';

const LONG = {
  id: 3,
  at: '2026-11-21T10:00:00.000Z',
  userId: 1,
  userName: 'Pano Admin',
  channel: 'panel',
  address: '10.0.0.1',
  area: 'settings',
  entity: 'Disclaimer',
  entityId: 4,
  action: 'create',
  changes: { value: { new: { sha256: 'ab'.repeat(32), length: 5000 } }, name: { new: 'KVKK' } },
};
const ROLE = {
  ...LONG,
  id: 4,
  area: 'people',
  entity: 'User',
  entityId: 5,
  action: 'changeUserRole',
  changes: { roleId: { old: 2, new: 3 } },
  // the old role by its name; the new one deleted since: its id
  names: { roleId: { old: 'Personel' } },
};

describe('a history row’s changes', () => {
  it('shows each changed field by its name with the old and the new value, a reference by its name', async () => {
    stubFetch((call) => graphql(call, ok([ROLE, LONG], 2)));
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis');
    await screen.findByRole('cell', { name: 'Rol değişikliği' });
    const [first] = screen.getAllByRole('button', { name: /değişiklikler$/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklikler' });
    const row = within(dialog).getByRole('row', { name: /Rol/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Personel', '3']);
    expect(within(dialog).getByText(/Kullanıcı #5 · Rol değişikliği · Pano Admin/)).toBeInTheDocument();
  });

  it('says a long text was kept as its digest and length, and a created field has no old value', async () => {
    stubFetch((call) => graphql(call, ok([LONG], 1)));
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis');
    await screen.findByRole('cell', { name: 'Ekleme' });
    await user.click(screen.getByRole('button', { name: /değişiklikler$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklikler' });
    expect(within(dialog).getByText('Uzun metin (5000 karakter, özeti saklandı)')).toBeInTheDocument();
    const name = within(dialog).getByRole('row', { name: /Ad/ });
    expect(
      within(name)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'KVKK']);
  });

  it('reads a yes/no, a day and a catalogue value in the reader’s language, not as stored', async () => {
    const offer = {
      ...LONG,
      id: 5,
      area: 'recruitment',
      entity: 'ApplicantOffer',
      entityId: 7,
      action: 'decideOffer',
      changes: {
        state: { old: 'waiting', new: 'accepted' },
        isActive: { old: true, new: false },
        startDate: { old: '2026-12-01', new: '2027-01-04' },
      },
    };
    stubFetch((call) => graphql(call, ok([offer], 1)));
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis');
    await user.click(await screen.findByRole('button', { name: /değişiklikler$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklikler' });
    const cells = (name: RegExp) =>
      within(within(dialog).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(dialog).getByText(/#7 · Teklif sonuçlandı · Pano Admin/)).toBeInTheDocument();
    expect(cells(/Durum/)).toEqual(['Bekliyor', 'Kabul edildi']);
    expect(cells(/Aktif/)).toEqual(['Evet', 'Hayır']);
    expect(cells(/Başlangıç/)).toEqual(['01.12.2026', '04.01.2027']);
  });
});

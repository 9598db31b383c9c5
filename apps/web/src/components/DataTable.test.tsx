import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n.ts';
import { DataTable } from './DataTable.tsx';

const rows = [
  { id: 1, name: 'Ayşe Kaya', role: 'Admin' },
  { id: 2, name: 'Can Demir', role: 'Personel' },
];

function renderTable(state: { rows?: typeof rows; loading?: boolean; empty?: string } = {}) {
  return render(
    <DataTable
      label="Kullanıcılar"
      columns={[
        { id: 'name', header: 'Ad', cell: (row) => row.name },
        { id: 'role', header: 'Rol', cell: (row) => row.role },
      ]}
      rows={state.rows ?? rows}
      loading={state.loading}
      total={2}
      page={1}
      pageSize={5}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      actions={(row) => <button>{`${row.name} düzenle`}</button>}
      empty={state.empty}
    />,
  );
}

/** A screen as wide as `width` px, as far as CSS media queries are concerned. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: max !== undefined && width <= Number(max),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table on a wide screen', () => {
    screenWidth(1280);
    renderTable();
    expect(screen.getByRole('table', { name: 'Kullanıcılar' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ayşe Kaya' })).toBeInTheDocument();
  });

  it('on a phone shows each row as a card: title, labelled values and its actions', () => {
    screenWidth(390);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Kullanıcılar' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Can Demir');
    expect(cards[1]).toHaveTextContent('Rol:Personel');
    expect(within(cards[1]!).getByRole('button', { name: 'Can Demir düzenle' })).toBeInTheDocument();
  });

  it('draws the pager once the first rows are there, not under a table still waiting for them', () => {
    screenWidth(1280);
    const waiting = renderTable({ rows: [], loading: true });
    expect(screen.queryByText('Sayfa başına satır:')).toBeNull();
    waiting.unmount();
    // rows on screen while the next page loads: the pager stays
    renderTable({ loading: true });
    expect(screen.getByText('Sayfa başına satır:')).toBeInTheDocument();
  });

  it("an empty page says the spec's 'Sonuç bulunamadı.' first, then the list's hint", () => {
    screenWidth(1280);
    const plain = renderTable({ rows: [] });
    const table = screen.getByRole('table', { name: 'Kullanıcılar' });
    expect(within(table).getByText('Sonuç bulunamadı.')).toBeInTheDocument();
    plain.unmount();
    renderTable({ rows: [], empty: 'Aramanıza ve seçimlerinize uyan kayıt yok.' });
    const words = screen.getByText('Sonuç bulunamadı.');
    const hint = screen.getByText('Aramanıza ve seçimlerinize uyan kayıt yok.');
    expect(words.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(words.closest('td')).toHaveTextContent(
      'Sonuç bulunamadı.Aramanıza ve seçimlerinize uyan kayıt yok.',
    );
  });

  it("says 'Result not found' in English, and on a phone too, before the hint", async () => {
    screenWidth(390);
    await act(() => setLanguage('en'));
    try {
      renderTable({ rows: [], empty: 'Nothing matches your search and choices.' });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Result not foundNothing matches your search and choices.',
      );
    } finally {
      await act(() => setLanguage('tr'));
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable.tsx';

const rows = [
  { id: 1, name: 'Ayşe Kaya', role: 'Admin' },
  { id: 2, name: 'Can Demir', role: 'Personel' },
];

function renderTable(state: { rows?: typeof rows; loading?: boolean } = {}) {
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
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '../test/user.ts';
import { MemoryRouter } from 'react-router';
import InfoIcon from '@mui/icons-material/Info';
import { RowActions } from './RowActions.tsx';
import { splitRowItems, type RowItemView } from './rowItems.ts';

const item = (key: string, extra: Partial<RowItemView> = {}): RowItemView => ({
  key,
  label: `Ada ${key}`,
  icon: InfoIcon,
  onClick: () => undefined,
  ...extra,
});

describe('splitRowItems', () => {
  it('keeps three or fewer items as icons', () => {
    const items = [item('managers'), item('edit'), item('delete')];
    expect(splitRowItems(items)).toEqual({ shown: items, more: [] });
  });

  it('keeps the first item and edit by default and puts the rest, in order, in the menu', () => {
    const items = [item('managers'), item('detail'), item('role'), item('edit'), item('delete')];
    const { shown, more } = splitRowItems(items);
    expect(shown.map((x) => x.key)).toEqual(['managers', 'edit']);
    expect(more.map((x) => x.key)).toEqual(['detail', 'role', 'delete']);
  });

  it('keeps the two items a definition names', () => {
    const items = [item('managers'), item('detail'), item('role'), item('edit'), item('delete')];
    const { shown, more } = splitRowItems(items, ['detail', 'edit']);
    expect(shown.map((x) => x.key)).toEqual(['detail', 'edit']);
    expect(more.map((x) => x.key)).toEqual(['managers', 'role', 'delete']);
  });
});

describe('RowActions', () => {
  it('puts the rest behind a labelled button whose menu names each action and runs it', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    render(
      <MemoryRouter>
        <RowActions
          name="Ada"
          items={[
            item('managers', { label: 'Ada yöneticileri', to: '/x/1', onClick: undefined }),
            item('detail', { label: 'Ada detayı' }),
            item('edit', { label: 'Ada düzenle' }),
            item('delete', { label: 'Ada sil', onClick: remove, danger: true }),
          ]}
          inline={['detail', 'edit']}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ada detayı',
      'Ada düzenle',
      'Ada için diğer işlemler',
    ]);
    const more = screen.getByRole('button', { name: 'Ada için diğer işlemler' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const menu = screen.getByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Ada yöneticileri' })).toHaveAttribute('href', '/x/1');
    await user.click(within(menu).getByRole('menuitem', { name: 'Ada sil' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

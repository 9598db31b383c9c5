import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onFakeClock } from '../../test/fakeTimers.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

const clock = onFakeClock();

function setup() {
  const api = peopleServer({
    user: () => ok({ id: 1, name: 'Ada', surname: 'Yılmaz' }),
    userManagers: () => ok([], 0),
  });
  const user = clock.user();
  renderScreen(<RegistryScreen definition={peopleRegistry.userManagers} />, {
    at: '/ayarlar/kullanici/kullanicilar/1',
    route: '/ayarlar/kullanici/kullanicilar/:userId',
  });
  const searches = () => api.named('users').map(pagerOf);
  return { api, user, advance: clock.advance, searches };
}

describe('the user picker searches on the server (spec 001 §7, §9)', () => {
  it('opens on one page of 15; 3+ characters search 750 ms after typing stops; emptied, at once', async () => {
    const { user, advance, searches } = setup();
    await user.click(await screen.findByRole('button', { name: 'Yönetici ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yönetici ekle' });
    const picker = within(dialog).getByRole('combobox', { name: 'Yönetici' });
    expect(searches()).toEqual([]);
    await user.click(picker);
    await waitFor(() => expect(searches()).toEqual([{ pageNumber: 1, pageSize: 15 }]));

    await user.type(picker, 'Ad');
    await advance(1000);
    expect(searches().every((pager) => !('searchText' in pager))).toBe(true);

    await user.type(picker, 'a');
    const before = searches().length;
    await advance(749);
    expect(searches()).toHaveLength(before);
    await advance(1);
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ pageNumber: 1, pageSize: 15, searchText: 'Ada' }),
    );
    expect(await screen.findByRole('option', { name: 'Ada Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Can Demir' })).not.toBeInTheDocument();

    // Emptied: the unfiltered page comes back at once (from the cache of the first search).
    await user.clear(picker);
    await advance(1);
    expect(await screen.findByRole('option', { name: 'Can Demir' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { levelResource } from '@pano/contract';
import { lookupEntity } from '../core/lookupEntity.ts';
import { onFakeClock } from '../../test/fakeTimers.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { EntityListPage } from './EntityListPage.tsx';

const ROWS = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Seviye ${index + 1}`,
  isActive: true,
}));

const clock = onFakeClock();

function setup() {
  const api = stubFetch((call) => {
    const { pageNumber, pageSize } = call.variables.pagerModel as { pageNumber: number; pageSize: number };
    const page = ROWS.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return graphql(call, ok(page, ROWS.length));
  });
  const user = clock.user();
  renderScreen(<EntityListPage definition={lookupEntity('level', levelResource)} />, {
    at: '/tanimlama/seviye',
  });
  const lastPager = () => api.named('levels').at(-1)?.variables.pagerModel as Record<string, unknown>;
  return { api, user, lastPager, advance: clock.advance };
}

describe('list search (spec 000 §4)', () => {
  it('searches 750 ms after typing stops, not before, and returns to page 1', async () => {
    const { api, user, lastPager, advance } = setup();
    await screen.findByRole('cell', { name: 'Seviye 1' });
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByRole('cell', { name: 'Seviye 6' })).toBeInTheDocument();
    expect(lastPager()).toMatchObject({ pageNumber: 2 });

    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Sev');
    const before = api.named('levels').length;
    await advance(749);
    expect(api.named('levels')).toHaveLength(before);
    await advance(1);
    await waitFor(() => expect(lastPager()).toMatchObject({ searchText: 'Sev', pageNumber: 1 }));
  });

  it('ignores fewer than 3 characters', async () => {
    const { api, user, advance } = setup();
    await screen.findByRole('cell', { name: 'Seviye 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Se');
    await advance(1000);
    const pagers = api.named('levels').map((call) => call.variables.pagerModel as Record<string, unknown>);
    expect(pagers.every((pager) => !('searchText' in pager))).toBe(true);
  });

  it('runs at once (1 ms) when the box is emptied', async () => {
    const { user, lastPager, advance } = setup();
    await screen.findByRole('cell', { name: 'Seviye 1' });
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    await user.type(box, 'Seviye');
    await advance(750);
    await waitFor(() => expect(lastPager()).toMatchObject({ searchText: 'Seviye' }));
    await user.clear(box);
    await advance(1);
    await waitFor(() => expect(lastPager()).not.toHaveProperty('searchText'));
  });
});

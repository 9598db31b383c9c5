import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { leaveRegistry } from './registry.ts';

const YEAR = new Date().getFullYear();
const HOLIDAYS = [
  { id: 1, day: `${String(YEAR)}-10-28`, name: 'Cumhuriyet Bayramı arifesi', isHalfDay: true },
  { id: 2, day: `${String(YEAR)}-10-29`, name: 'Cumhuriyet Bayramı', isHalfDay: false },
];

function holidayServer(fill = { added: 8, skipped: 9, movingLeftOut: true }) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    if (name === 'holidays') return graphql(call, ok(HOLIDAYS, HOLIDAYS.length));
    if (name === 'addOfficialHolidays' || name === 'copyHolidays') return graphql(call, ok(fill));
    return graphql(call, ok({ id: 99 }));
  });
}

describe('public holidays (/izin/tatiller)', () => {
  it('opens on this year, half days marked, and shows every year when asked', async () => {
    const api = holidayServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.holidays} />, { at: '/izin/tatiller' });
    expect(await screen.findByRole('cell', { name: 'Cumhuriyet Bayramı arifesi' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: `28.10.${String(YEAR)}` })).toBeInTheDocument();
    expect(api.named('holidays')[0]?.variables.pagerModel).toMatchObject({ year: YEAR });
    await user.click(screen.getByRole('combobox', { name: 'Yıl' }));
    await user.click(await screen.findByRole('option', { name: 'Tüm yıllar' }));
    await waitFor(() =>
      expect(api.named('holidays').at(-1)?.variables.pagerModel).not.toHaveProperty('year'),
    );
  });

  it('says only how many were added when none was there before', async () => {
    holidayServer({ added: 17, skipped: 0, movingLeftOut: false });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.holidays} />, { at: '/izin/tatiller' });
    await user.click(await screen.findByRole('button', { name: `Resmî tatilleri ekle (${String(YEAR)})` }));
    expect(await screen.findByText('17 tatil eklendi')).toBeInTheDocument();
  });

  it('fills the year from the official calendar and copies it to the next, saying what it did', async () => {
    const api = holidayServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={leaveRegistry.holidays} />, { at: '/izin/tatiller' });
    await user.click(await screen.findByRole('button', { name: `Resmî tatilleri ekle (${String(YEAR)})` }));
    // what was there already is said too (issue 48, 10)
    expect(await screen.findByText('9 tatil zaten vardı, 8 eklendi')).toBeInTheDocument();
    expect(screen.getByText(/Dini bayramların bu yılki tarihleri bilinmiyor/)).toBeInTheDocument();
    expect(api.named('addOfficialHolidays')[0]?.variables).toEqual({ inputModel: { year: YEAR } });
    await user.click(screen.getByRole('button', { name: `${String(YEAR + 1)} yılına kopyala` }));
    await waitFor(() =>
      expect(api.named('copyHolidays')[0]?.variables).toEqual({
        inputModel: { fromYear: YEAR, toYear: YEAR + 1 },
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { LeaveEntitlementSection } from './LeaveEntitlementSection.tsx';

const ENTITLEMENT = {
  userId: 2,
  hireDate: '2015-01-05',
  leaveYear: '2026-01-05',
  yearEnd: '2027-01-05',
  lawDays: 20,
  totalDayOff: 22.5,
  usedDays: 3,
  pendingDays: 2,
  remainingDays: 17.5,
  rows: [
    {
      id: 3,
      kind: 'adjusted',
      days: 2.5,
      leaveYear: '2026-01-05',
      reason: 'Fazla mesai karşılığı',
      createdByName: 'Ada Yılmaz',
      createTime: '2026-03-02T09:00:00Z',
    },
    {
      id: 1,
      kind: 'granted',
      days: 20,
      leaveYear: '2026-01-05',
      reason: null,
      createdByName: null,
      createTime: '2026-01-04T21:00:00Z',
    },
  ],
};

function renderSection(entitlement: Record<string, unknown> = ENTITLEMENT) {
  const api = stubFetch((call) =>
    graphql(call, call.operationName === 'leaveEntitlement' ? ok(entitlement) : ok({ id: 7 })),
  );
  renderScreen(<LeaveEntitlementSection userId={2} name="Can Demir" />, { at: '/' });
  return { api, user: userEvent.setup() };
}

describe('the leave entitlement on the user detail (issue 29 §3)', () => {
  it('shows this service year’s balance and the ledger with kind, days, year, who and reason', async () => {
    renderSection();
    const section = await screen.findByRole('region', { name: 'İzin hakları' });
    expect(await within(section).findByText('05.01.2026 – 05.01.2027')).toBeVisible();
    // one figure for the year, with what makes it (issue 48, 19)
    expect(within(section).getByText('22,5 gün (kanuna göre 20, düzeltme +2,5)')).toBeVisible();
    expect(within(section).queryByText(/md\. 53/)).toBeNull();
    expect(within(section).getByText('17,5')).toBeVisible();
    const ledger = within(section).getByRole('table', { name: 'İzin hareketleri' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Düzeltme', '+2,5', '05.01.2026', 'Ada Yılmaz', 'Fazla mesai karşılığı'],
      ['Hak edilen', '20', '05.01.2026', 'Sistem (yıl dönümü)', '-'],
    ]);
  });

  it('explains a year HR set, with the days carried over, against the law’s figure', async () => {
    renderSection({
      ...ENTITLEMENT,
      totalDayOff: 27,
      rows: [
        { ...ENTITLEMENT.rows[1], id: 9, kind: 'override', days: 24, reason: 'Toplu sözleşme' },
        { ...ENTITLEMENT.rows[1], id: 8, kind: 'override', days: 22, reason: 'İlk karar' },
        { ...ENTITLEMENT.rows[1], id: 2, kind: 'carried', days: 3 },
        ENTITLEMENT.rows[1],
        // a year before: not this year's
        { ...ENTITLEMENT.rows[0], id: 1, leaveYear: '2025-01-05', days: 4 },
      ],
    });
    const section = await screen.findByRole('region', { name: 'İzin hakları' });
    expect(
      await within(section).findByText("27 gün (İK'nın belirlediği 24, devreden +3, kanuna göre 20)"),
    ).toBeVisible();
  });

  it('says the same in English', async () => {
    await act(() => setLanguage('en'));
    try {
      renderSection();
      const section = await screen.findByRole('region', { name: 'Leave entitlement' });
      expect(await within(section).findByText('22.5 days (20 by law, +2.5 adjusted)')).toBeVisible();
    } finally {
      await act(() => setLanguage('tr'));
    }
  });

  it('asks a reason before an adjustment is sent, then sends the days with it', async () => {
    const { api, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Düzelt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Can Demir izin düzeltmesi' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Gün' }), '-1.5');
    await pressSaveRefused(user, dialog, () => api.named('adjustLeaveBalance').length);
    expect(within(dialog).getByText('Gerekçe: Bu alan zorunludur')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'Eksik gün');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('adjustLeaveBalance')).toHaveLength(1));
    expect(api.named('adjustLeaveBalance')[0]?.variables).toEqual({
      userId: 2,
      days: -1.5,
      reason: 'Eksik gün',
    });
    expect(await screen.findByText('İzin düzeltildi')).toBeVisible();
  });

  it('says the rule at the field: 1.3 days is refused as "only whole or half days" and not sent', async () => {
    const { api, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Yılın hakkını belirle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Can Demir: bu hizmet yılının hakkı' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Gün' });
    await user.clear(days);
    await user.type(days, '1.3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'Deneme');
    await pressSaveRefused(user, dialog, () => api.named('setLeaveEntitlement').length);
    expect(within(dialog).getByText('Gün: Yalnızca tam ya da yarım gün girilebilir')).toBeVisible();
    expect(days).toHaveAccessibleDescription(/Yalnızca tam ya da yarım gün girilebilir/);
    expect(within(dialog).queryByText(/alanını kontrol edin/)).toBeNull();
  });

  it('sets the service year’s own figure, starting from the law’s', async () => {
    const { api, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Yılın hakkını belirle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Can Demir: bu hizmet yılının hakkı' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Gün' });
    expect(days).toHaveValue(20);
    await user.clear(days);
    await user.type(days, '24');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'Toplu sözleşme');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('setLeaveEntitlement')).toHaveLength(1));
    expect(api.named('setLeaveEntitlement')[0]?.variables).toEqual({
      userId: 2,
      leaveYear: '2026-01-05',
      days: 24,
      reason: 'Toplu sözleşme',
    });
  });

  it('says that without a hire date the total days off is the entitlement, and offers no change', async () => {
    renderSection({
      ...ENTITLEMENT,
      hireDate: null,
      leaveYear: null,
      yearEnd: null,
      lawDays: null,
      rows: [],
    });
    expect(await screen.findByText(/İşe giriş tarihi yok/)).toBeVisible();
    expect(screen.getByText('22,5 gün')).toBeVisible();
    expect(screen.getByText('Henüz izin hareketi yok.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Düzelt' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ok } from '../../../test/fetchStub.ts';
import { renderScreen } from '../../../test/renderScreen.tsx';
import { storeSignIn } from '../../../state/session.ts';
import { setLanguage } from '../../../i18n/i18n.ts';
import { ELIF, MERT, requestDetail, requestRow, requestServer } from '../test/requestServer.ts';
import { RequestListPage } from '../list/RequestListPage.tsx';
import { RequestDetailPage } from './RequestDetailPage.tsx';

const STUCK_MESSAGE = 'Onay verecek kimse yok: talep sahibinin bu seviyede yöneticisi yok.';
const stuckDetail = requestDetail({
  stuckReason: 'NoApprovers',
  stuckMessage: STUCK_MESSAGE,
  approvals: [1, 2, 3].map((n) => ({
    ...requestDetail().approvals[0],
    id: 300 + n,
    state: 'closed',
    commandType: { id: 1, name: 'Onayla' },
  })),
  waitingOn: [],
});

const renderDetail = (detail: object) => {
  storeSignIn('jwt', 1);
  requestServer({ workflowRequest: () => ok(detail) });
  renderScreen(<RequestDetailPage />, { at: '/surec/surecler/5', route: '/surec/surecler/:requestId' });
};

describe('request steps, whom it waits on and why it is stuck (docs/approvals.md)', () => {
  it('says why a request is stuck once, not in each approval row', async () => {
    renderDetail(stuckDetail);
    expect(await screen.findByText(STUCK_MESSAGE)).toBeVisible();
    expect(screen.getAllByText(STUCK_MESSAGE)).toHaveLength(1);
    const approvals = screen.getByRole('table', { name: 'Onaylar' });
    expect(within(approvals).getAllByRole('row')).toHaveLength(4);
    expect(within(approvals).queryByText(STUCK_MESSAGE)).not.toBeInTheDocument();
  });

  it("names each approval's step by number, kind and what it does", async () => {
    renderDetail(requestDetail());
    const approvals = await screen.findByRole('table', { name: 'Onaylar' });
    expect(within(approvals).getByRole('columnheader', { name: 'Adım' })).toBeVisible();
    expect(within(approvals).getByRole('cell', { name: 'Adım 1 · Onay · İnsan Kaynakları' })).toBeVisible();
  });

  it("reads 'Bekliyor' for a running request no step gave a status yet, 'Waiting' in English", async () => {
    renderDetail(requestDetail({ statusName: null }));
    const status = await screen.findByText('Kayıt durumu');
    expect(status.parentElement).toHaveTextContent(/Kayıt durumu\s*Bekliyor/);
    try {
      await act(() => setLanguage('en'));
      expect(await screen.findByText('Record status')).toBeVisible();
      expect(screen.getByText('Record status').parentElement).toHaveTextContent(/Record status\s*Waiting/);
      expect(
        screen.getByText('Step 1 · Onay · İnsan Kaynakları waits on: Mert Yıldırım, Zeynep Aksoy'),
      ).toBeVisible();
    } finally {
      await act(() => setLanguage('tr'));
    }
  });

  it("'Bekleyenler' names the people waited for, with on whose behalf", async () => {
    storeSignIn('jwt', 1);
    requestServer({
      workflowRequests: () => ok([requestRow(5, { waitingOn: [{ id: 301, user: MERT, forUser: ELIF }] })], 1),
    });
    renderScreen(<RequestListPage />, { at: '/surec/surecler', route: '/surec/surecler' });
    expect(await screen.findByRole('cell', { name: 'Mert Yıldırım (Elif Çalışkan adına)' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Adım 1 · Onay · İnsan Kaynakları' })).toBeVisible();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { ok } from '../../../test/fetchStub.ts';
import { renderScreen } from '../../../test/renderScreen.tsx';
import { requestRow, requestServer } from '../test/requestServer.ts';
import { RequestListPage } from './RequestListPage.tsx';

const STUCK = requestRow(6, {
  requester: { id: 23, name: 'Zeynep', surname: 'Aksoy', fullName: 'Zeynep Aksoy' },
  waitingOn: [],
  stuckReason: 'NoApprovers',
  stuckMessage: 'Onay verecek kimse yok: talep sahibinin bu seviyede yöneticisi yok.',
});

function renderList(at = '/surec/surecler') {
  const api = requestServer({ workflowRequests: () => ok([STUCK, requestRow(5)], 2) });
  const user = userEvent.setup();
  const view = renderScreen(<RequestListPage />, { at, route: '/surec/surecler' });
  const pager = () => api.named('workflowRequests').at(-1)?.variables.pagerModel;
  return { api, user, pager, router: view.router };
}

describe('Süreçler (/surec/surecler)', () => {
  it('lists running requests as the server orders them, a stuck one marked with why', async () => {
    const { pager } = renderList();
    const stuck = await screen.findByRole(
      'row',
      { name: /^İzin talebi .* Zeynep Aksoy İK onayı Adım 1 · Onay · İnsan Kaynakları - / },
      { timeout: 5000 },
    );
    expect(within(stuck).getByText('Takıldı')).toBeVisible();
    expect(within(stuck).getByText(/talep sahibinin bu seviyede yöneticisi yok/)).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(stuck);
    const waiting = rows[1] as HTMLElement;
    expect(waiting).toHaveAccessibleName(
      /Elif Çalışkan İK onayı Adım 1 · Onay · İnsan Kaynakları Mert Yıldırım \d\d\.11\.2026 \d\d:30 Devam ediyor/,
    );
    expect(within(waiting).queryByText('Takıldı')).not.toBeInTheDocument();
    expect(pager()).toEqual({ pageNumber: 1, pageSize: 5, state: 'running' });
    expect(
      within(waiting).getByRole('link', { name: 'Elif Çalışkan – İzin talebi ayrıntıları' }),
    ).toHaveAttribute('href', '/surec/surecler/5');
  });

  it('filters by kind, workflow, state and stuck only, each in the URL, page 1 again', async () => {
    const { user, pager, router } = renderList('/surec/surecler?page=2');
    await screen.findByRole('row', { name: /Zeynep Aksoy/ });
    expect(pager()).toMatchObject({ pageNumber: 2 });

    await user.click(screen.getByRole('combobox', { name: 'Tür' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Hepsi',
      'İzin talebi',
      'Form başvurusu',
      'Quiz sonucu',
      'Personel talebi',
      'Disiplin talebi',
      'Disiplin savunması',
      'Görüşme sonucu',
    ]);
    await user.click(screen.getByRole('option', { name: 'Form başvurusu' }));
    await waitFor(() =>
      expect(pager()).toEqual({ pageNumber: 1, pageSize: 5, state: 'running', kind: 'form' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'İş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'Yönetici onayı' }));
    await waitFor(() => expect(pager()).toMatchObject({ kind: 'form', workflowId: 9 }));

    await user.click(screen.getByRole('combobox', { name: 'Süreç durumu' }));
    await user.click(await screen.findByRole('option', { name: 'Reddedildi' }));
    await waitFor(() => expect(pager()).toMatchObject({ state: 'rejected' }));

    await user.click(screen.getByRole('switch', { name: 'Yalnızca takılanlar' }));
    await waitFor(() => expect(pager()).toMatchObject({ stuckOnly: true }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      kind: 'form',
      workflowId: '9',
      state: 'rejected',
      stuck: '1',
    });

    await user.click(screen.getByRole('combobox', { name: 'Tür' }));
    await user.click(await screen.findByRole('option', { name: 'Hepsi' }));
    await waitFor(() => expect(pager()).not.toHaveProperty('kind'));
  });

  it('opens with the filters a shared link names', async () => {
    const { pager } = renderList('/surec/surecler?kind=quiz&state=approved&stuck=1');
    await waitFor(() =>
      expect(pager()).toEqual({
        pageNumber: 1,
        pageSize: 5,
        state: 'approved',
        kind: 'quiz',
        stuckOnly: true,
      }),
    );
    expect(await screen.findByRole('switch', { name: 'Yalnızca takılanlar' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tür' })).toHaveTextContent('Quiz sonucu');
  });
});

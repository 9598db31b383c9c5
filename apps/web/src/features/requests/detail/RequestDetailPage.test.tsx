import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { ok } from '../../../test/fetchStub.ts';
import { renderScreen } from '../../../test/renderScreen.tsx';
import { storeSignIn } from '../../../state/session.ts';
import { requestServer, type Handler } from '../test/requestServer.ts';
import { RequestDetailPage } from './RequestDetailPage.tsx';

const REFUSED = {
  isSuccess: false,
  message: 'Red için açıklama zorunludur',
  messages: [{ code: 'Validation', message: 'Açıklama sunucuda reddedildi', field: 'description' }],
  data: null,
};

function renderDetail(handlers: Record<string, Handler> = {}, userId = 1) {
  storeSignIn('jwt', userId);
  const api = requestServer(handlers);
  const user = userEvent.setup();
  renderScreen(<RequestDetailPage />, { at: '/surec/surecler/5', route: '/surec/surecler/:requestId' });
  const inputOf = (name: string) => api.named(name).at(-1)?.variables.inputModel;
  return { api, user, inputOf };
}

describe('one request (/surec/surecler/{requestId})', () => {
  it('shows its summary, whom it waits on, its approvals and its trail, with a way back', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Elif Çalışkan – İzin talebi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/surec/surecler');
    expect(
      screen.getByText('Adım 1 · Onay · İnsan Kaynakları bekleniyor: Mert Yıldırım, Zeynep Aksoy'),
    ).toBeVisible();
    const approvals = screen.getByRole('table', { name: 'Onaylar' });
    expect(
      within(approvals).getByRole('row', { name: /Mert Yıldırım - Grup: İnsan Kaynakları Bekliyor/ }),
    ).toBeVisible();
    const trail = screen.getByRole('list', { name: 'Süreç geçmişi' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/20\.11\.2026 \d\d:30Elif Çalışkan talebi başlattı \(İK onayı\)\./),
      expect.stringMatching(
        /20\.11\.2026 \d\d:31 · Adım 1 · Onay · İnsan KaynaklarıOnay istendi: Mert Yıldırım, Zeynep Aksoy\./,
      ),
    ]);
    for (const name of ['Onayla', 'Reddet', 'Devret', 'Talebi iptal et'])
      expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('a rejection without a description is refused at the field, and a server refusal on a field keeps the dialog', async () => {
    const { api, user, inputOf } = renderDetail({ decideWorkflowRequest: () => REFUSED });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karar: Reddet' });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Red için açıklama zorunludur')).toBeVisible();
    expect(api.named('decideWorkflowRequest')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Belge eksik');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Açıklama sunucuda reddedildi')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Karar: Reddet' })).toBeVisible();
    // the administrator is not asked and chose nobody: the decision is in their own name
    expect(inputOf('decideWorkflowRequest')).toEqual({
      requestId: 5,
      commandTypeId: 2,
      approvalId: null,
      description: 'Belge eksik',
    });
  });

  it('a double click on the decision sends it once', async () => {
    const decided = () => ok({ requestId: 5, state: 'approved', stateName: 'Onaylandı' });
    const { api, user } = renderDetail({ decideWorkflowRequest: decided });
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karar: Onayla' });
    // two clicks in one go, before the page draws the button disabled (a quick double click)
    const confirm = within(dialog).getByRole('button', { name: 'Onayla' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Karar kaydedildi')).toBeVisible();
    expect(api.named('decideWorkflowRequest')).toHaveLength(1);
  });

  it('decides on behalf of one of the people it waits on, then reads the request again', async () => {
    const decided = () => ok({ requestId: 5, state: 'approved', stateName: 'Onaylandı' });
    const { api, user, inputOf } = renderDetail({ decideWorkflowRequest: decided });
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karar: Onayla' });
    const behalf = within(dialog).getByRole('combobox', { name: 'Kimin adına' });
    // nobody is chosen for the administrator (issue 48, 4)
    expect(behalf).toHaveTextContent('Kendi adıma');
    await user.click(behalf);
    await user.click(await screen.findByRole('option', { name: 'Zeynep Aksoy' }));
    const reads = api.named('workflowRequest').length;
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Karar kaydedildi')).toBeVisible();
    expect(inputOf('decideWorkflowRequest')).toMatchObject({
      approvalId: 302,
      commandTypeId: 1,
      description: '',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Karar: Onayla' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.named('workflowRequest').length).toBeGreaterThan(reads));
  });

  it('an approver deciding their own approval is not asked on whose behalf', async () => {
    const { user, inputOf } = renderDetail({ decideWorkflowRequest: () => ok({ requestId: 5 }) }, 23);
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karar: Onayla' });
    expect(within(dialog).queryByRole('combobox', { name: 'Kimin adına' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(inputOf('decideWorkflowRequest')).toMatchObject({ approvalId: 302 }));
  });

  it('hands an approval over to a picked user with a reason', async () => {
    const { api, user, inputOf } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Devret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Onayı devret' });
    await user.click(within(dialog).getByRole('button', { name: 'Devret' }));
    expect(await within(dialog).findByText('Gerekçe: Bu alan zorunludur')).toBeVisible();
    expect(api.named('handOverWorkflowApproval')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: 'Devredilecek onay' }));
    await user.click(await screen.findByRole('option', { name: 'Zeynep Aksoy' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Devralacak kişi' }));
    // two of the same name, told apart by their e-mails and departments (issue 48, 7)
    const same = await screen.findAllByRole('option', { name: 'Mert Yıldırım' });
    expect(same.map((option) => option.getAttribute('aria-describedby') && option)).toHaveLength(2);
    expect(same[0]).toHaveAccessibleDescription('mert@pano.local · İK');
    expect(same[1]).toHaveAccessibleDescription('mert.y@pano.local');
    expect(same[1]).toHaveTextContent('mert.y@pano.local');
    await user.click(same[1] as HTMLElement);
    await user.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), 'İzinde');
    await user.click(within(dialog).getByRole('button', { name: 'Devret' }));
    expect(await screen.findByText('Onay devredildi')).toBeVisible();
    expect(inputOf('handOverWorkflowApproval')).toEqual({
      requestId: 5,
      approvalId: 302,
      userId: 24,
      reason: 'İzinde',
    });
  });

  it('cancels with a reason after saying what will happen', async () => {
    const { user, inputOf } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Talebi iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talebi iptal et' });
    expect(dialog).toHaveAccessibleDescription(/iptal edilecek ve talep sahibine bildirilecek/);
    await user.type(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), 'Mükerrer talep');
    await user.click(within(dialog).getByRole('button', { name: 'Talebi iptal et' }));
    expect(await screen.findByText('Talep iptal edildi')).toBeVisible();
    expect(inputOf('cancelWorkflowRequest')).toEqual({ requestId: 5, reason: 'Mükerrer talep' });
  });
});

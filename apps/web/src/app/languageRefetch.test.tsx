import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ok, type RecordedCall } from '../test/fetchStub.ts';
import { renderScreen } from '../test/renderScreen.tsx';
import { setLanguage } from '../i18n/i18n.ts';
import { storeSignIn } from '../state/session.ts';
import { requestDetail, requestServer } from '../features/requests/test/requestServer.ts';
import { RequestDetailPage } from '../features/requests/detail/RequestDetailPage.tsx';

/** The request as the server writes it in the language the call asked for (Accept-Language). */
function writtenIn(call: RecordedCall) {
  if (call.headers['Accept-Language'] !== 'en') return ok(requestDetail());
  return ok(
    requestDetail({
      kindName: 'Leave request',
      trail: [
        {
          id: 1,
          event: 'started',
          text: 'Elif Çalışkan started the request (HR approval).',
          stepNumber: null,
          createTime: '2026-11-20T09:30:00Z',
        },
        {
          id: 3,
          event: 'reminder',
          text: 'Reminder sent (1 person).',
          stepNumber: 1,
          createTime: '2026-11-21T09:31:00Z',
        },
      ],
    }),
  );
}

describe('switching the language on an open page (issue 48, 18)', () => {
  afterEach(async () => {
    await act(() => setLanguage('tr'));
  });

  it("reads what the server wrote again, in the new language: the request's kind and its trail", async () => {
    storeSignIn('jwt', 1);
    const api = requestServer({ workflowRequest: writtenIn });
    renderScreen(<RequestDetailPage />, { at: '/surec/surecler/5', route: '/surec/surecler/:requestId' });
    expect(await screen.findByRole('heading', { name: 'Elif Çalışkan – İzin talebi' })).toBeVisible();
    const reads = api.named('workflowRequest').length;

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Elif Çalışkan – Leave request' })).toBeVisible();
    const trail = screen.getByRole('list', { name: 'Process history' });
    expect(within(trail).getByText('Reminder sent (1 person).')).toBeVisible();
    expect(within(trail).queryByText(/talebi başlattı/)).not.toBeInTheDocument();
    const again = api.named('workflowRequest').slice(reads);
    expect(again.map((call) => call.headers['Accept-Language'])).toContain('en');
  });
});

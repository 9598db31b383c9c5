import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok, stubFetch, type RecordedCall } from '../../test/fetchStub.ts';
import { renderRoutes } from '../../test/renderScreen.tsx';
import { routes } from '../routes.tsx';

const TOKEN = 'b'.repeat(43);
const LINK = {
  approvalId: 301,
  approverFullName: 'Mert Yıldırım',
  requesterFullName: 'Elif Çalışkan',
  kindName: 'İzin talebi',
  summary: 'Yıllık izin · 02.12.2026 – 04.12.2026 · 3 iş günü',
  stepNumber: 1,
  commands: [
    { id: 1, name: 'Onayla', goNextStep: true },
    { id: 2, name: 'Reddet', goNextStep: false },
  ],
  expires: '2026-11-27T09:30:00Z',
};

function start(decide: (call: RecordedCall) => unknown, at = `/onay?tag=demo&token=${TOKEN}`) {
  const api = stubFetch((call) => (call.url.endsWith('/GetApprovalLink') ? ok(LINK) : decide(call)));
  const user = userEvent.setup();
  renderRoutes(routes, at);
  const decisions = () => api.calls.filter((call) => call.url.endsWith('/DecideApprovalLink'));
  return { api, user, decisions };
}

describe('an approval link (/onay?tag=&token=)', () => {
  it('shows who asks what and decides nothing until a command is pressed', async () => {
    const { api, user, decisions } = start(() =>
      ok({ requestId: 5, state: 'approved', stateName: 'Onaylandı' }),
    );
    expect(await screen.findByText('Elif Çalışkan')).toBeVisible();
    expect(screen.getByText('Sayın Mert Yıldırım, aşağıdaki talep onayınızı bekliyor.')).toBeVisible();
    expect(screen.getByText('İzin talebi')).toBeVisible();
    expect(screen.getByText('Adım 1')).toBeVisible();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ tag: 'demo', token: TOKEN });
    expect(api.calls[0]?.headers['Accept-Language']).toBe('tr');
    expect(decisions()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Kararınız kaydedildi. Talebin durumu: Onaylandı.')).toBeVisible();
    expect(decisions()[0]?.body).toEqual({ tag: 'demo', token: TOKEN, commandTypeId: 1, description: null });
  });

  it('a double click on a command decides once (issue 48, 6)', async () => {
    const { decisions } = start(() => ok({ requestId: 5, state: 'approved', stateName: 'Onaylandı' }));
    const approve = await screen.findByRole('button', { name: 'Onayla' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(await screen.findByText('Kararınız kaydedildi. Talebin durumu: Onaylandı.')).toBeVisible();
    expect(decisions()).toHaveLength(1);
  });

  it('a rejection needs a description; the server’s refusal of the description shows there', async () => {
    const refused = {
      isSuccess: false,
      message: null,
      messages: [{ code: 'Validation', message: 'Red için açıklama zorunludur', field: 'description' }],
      data: null,
    };
    const { user, decisions } = start(() => refused);
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Red için açıklama zorunludur')).toBeVisible();
    expect(decisions()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(decisions()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Tarihler çakışıyor');
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]?.body).toMatchObject({ commandTypeId: 2, description: 'Tarihler çakışıyor' });
    expect(await screen.findByText('Red için açıklama zorunludur')).toBeVisible();
  });

  it('an invalid, expired or used link shows the server’s message', async () => {
    stubFetch(() =>
      failed('ApprovalLinkInvalid', 'Bu onay bağlantısı geçersiz, süresi dolmuş ya da zaten kullanılmış.'),
    );
    renderRoutes(routes, `/onay?tag=demo&token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Bu onay bağlantısı geçersiz, süresi dolmuş ya da zaten kullanılmış.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });

  it('a link without its token says so without calling the server', async () => {
    const api = stubFetch(() => ok(LINK));
    renderRoutes(routes, '/onay?tag=demo');
    expect(
      await screen.findByText(
        'Bu onay bağlantısı geçersiz, süresi dolmuş ya da zaten kullanılmış.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.url.startsWith('/api/Approval'))).toHaveLength(0);
  });
});

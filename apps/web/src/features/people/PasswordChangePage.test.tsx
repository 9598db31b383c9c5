import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { storeSignIn } from '../../state/session.ts';
import { failed, graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { PasswordChangePage } from './PasswordChangePage.tsx';

function renderPage(answer: () => unknown = () => ok({ id: 7 })) {
  storeSignIn('jwt', 7);
  const api = stubFetch((call) => graphql(call, answer()));
  const user = userEvent.setup();
  const view = renderScreen(<PasswordChangePage />, {
    at: '/hesabim/sifre-degistir',
    routes: [{ path: '/', element: <p>Ana sayfa</p> }],
  });
  const field = (name: RegExp) => screen.getByLabelText(name);
  return {
    api,
    user,
    router: view.router,
    field,
    submit: () => screen.getByRole('button', { name: 'Şifreyi değiştir' }),
  };
}

describe('password change (/hesabim/sifre-degistir)', () => {
  it("submit waits for all three and a match; a mismatch says 'Şifreler uyuşmuyor' under the repeat", async () => {
    const { user, field, submit } = renderPage();
    expect(submit()).toBeDisabled();
    await user.type(field(/^Mevcut şifre/), 'pano1234');
    await user.type(field(/^Yeni şifre(\s*\*)?$/), 'yeniSifre9');
    expect(submit()).toBeDisabled();
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'yeniSifre8');
    expect(screen.getByText('Şifreler uyuşmuyor')).toBeInTheDocument();
    expect(field(/^Yeni şifre \(tekrar\)/)).toHaveAccessibleDescription('Şifreler uyuşmuyor');
    expect(submit()).toBeDisabled();
    await user.clear(field(/^Yeni şifre \(tekrar\)/));
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'yeniSifre9');
    expect(screen.queryByText('Şifreler uyuşmuyor')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('success: a toast, then /', async () => {
    const { api, user, field, submit, router } = renderPage();
    await user.type(field(/^Mevcut şifre/), 'pano1234');
    await user.type(field(/^Yeni şifre(\s*\*)?$/), 'yeniSifre9');
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'yeniSifre9');
    await user.click(submit());
    expect(await screen.findByText('Şifreniz değiştirildi')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.named('changePassword')[0]?.variables).toEqual({
      userId: 7,
      oldPassword: 'pano1234',
      newPassword: 'yeniSifre9',
    });
  });

  it("a wrong current password shows the server's message and stays", async () => {
    const { user, field, submit, router } = renderPage(() => failed('WrongPassword', 'Mevcut şifre hatalı.'));
    await user.type(field(/^Mevcut şifre/), 'yanlis');
    await user.type(field(/^Yeni şifre(\s*\*)?$/), 'yeniSifre9');
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'yeniSifre9');
    await user.click(submit());
    expect(await screen.findByText('Mevcut şifre hatalı.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hesabim/sifre-degistir');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderRoutes } from '../../test/renderScreen.tsx';
import { storeSignIn, storeSubscription } from '../../state/session.ts';
import { routes } from '../routes.tsx';

const TOKEN = 'a'.repeat(43);

function start(at: string, answer: () => unknown = () => ok({ userId: 12 })) {
  const api = stubFetch(() => answer());
  const user = userEvent.setup();
  const view = renderRoutes(routes, at);
  const field = (name: RegExp) => screen.getByLabelText(name);
  return { api, user, router: view.router, field };
}

describe('invitation (/auth/davet?tag=&token=)', () => {
  it('sets a first password (typed twice), then offers sign-in with the tag filled in', async () => {
    const { api, user, field, router } = start(`/auth/davet?tag=demo&token=${TOKEN}`);
    const submit = await screen.findByRole('button', { name: 'Şifreyi kaydet' });
    expect(submit).toBeDisabled();
    await user.type(field(/^Yeni şifre(\s*\*)?$/), 'ilkSifre42');
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'ilkSifre4');
    expect(screen.getByText('Şifreler uyuşmuyor')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(field(/^Yeni şifre \(tekrar\)/), '2');
    await user.click(submit);
    expect(await screen.findByText('Şifreniz kaydedildi. Artık giriş yapabilirsiniz.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/User/AcceptInvitation');
    expect(api.calls[0]?.body).toEqual({ tag: 'demo', token: TOKEN, password: 'ilkSifre42' });

    await user.click(screen.getByRole('link', { name: 'Giriş yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('textbox', { name: 'Tag' })).toHaveValue('demo');
  });

  it("an expired or used link shows the server's message", async () => {
    const { user, field } = start(`/auth/davet?tag=demo&token=${TOKEN}`, () =>
      failed('InvalidInvitation', 'Davet bağlantısı geçersiz veya süresi dolmuş.'),
    );
    await user.type(await screen.findByLabelText(/^Yeni şifre(\s*\*)?$/), 'ilkSifre42');
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'ilkSifre42');
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(await screen.findByText('Davet bağlantısı geçersiz veya süresi dolmuş.')).toBeInTheDocument();
  });

  it('a link without a token says so at once, even with someone signed in on this browser', async () => {
    storeSignIn('jwt', 7);
    start('/auth/davet?tag=demo');
    expect(await screen.findByText('Davet bağlantısı geçersiz veya süresi dolmuş.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şifreyi kaydet' })).toBeDisabled();
  });
});

describe('password reset (/auth/sifre-yenile?tag=&token=)', () => {
  it('sets a new password through the reset service and says the sessions ended', async () => {
    const { api, user, field } = start(`/auth/sifre-yenile?tag=demo&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Yeni şifrenizi belirleyin' })).toBeInTheDocument();
    await user.type(field(/^Yeni şifre(\s*\*)?$/), 'Yeni-sifre-42');
    await user.type(field(/^Yeni şifre \(tekrar\)/), 'Yeni-sifre-42');
    await user.click(screen.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    expect(await screen.findByText(/açık oturumlarınız kapandı/)).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/User/ResetPassword');
  });
});

describe('forgot password (/auth/sifremi-unuttum)', () => {
  const subscription = {
    channel: 'demo',
    tag: 'demo',
    company: { name: 'Pano Demo', logo: null, transparentLogo: null, fileContainerPath: null },
    connectionString: 'conn-token',
  };

  it('sends the e-mail with the tenant of the tag step and shows the answer, whoever it is', async () => {
    storeSubscription(subscription);
    const message = 'Bu bilgilerle bir hesap varsa şifre yenileme bağlantısı gönderildi.';
    const { api, user } = start('/auth/sifremi-unuttum', () => ({ ...ok({ sent: true }), message }));
    expect(await screen.findByText(/Pano Demo hesabınızın e-posta adresini yazın/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-posta/ }), 'admin@pano.local');
    await user.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      url: '/api/User/ForgotPanelPassword',
      body: { connectionToken: 'conn-token', email: 'admin@pano.local' },
    });
  });

  it('asks for the tag first when no tenant was chosen, and the sign-in page links to it', async () => {
    start('/auth/sifremi-unuttum');
    expect(
      await screen.findByText('Önce giriş sayfasında şirketinizin tag bilgisini girin.'),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok, stubFetch, type RecordedCall } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { setLanguage } from '../../i18n/i18n.ts';
import { sessionStore, reloadSession } from '../../state/session.ts';
import { storage } from '../../state/storage.ts';
import { SignInPage } from './SignInPage.tsx';

const SUBSCRIPTION = {
  channel: 'demo',
  tag: 'demo',
  company: { name: 'Pano Demo', logo: null, transparentLogo: null, fileContainerPath: '/files/demo/' },
  connectionString: 'signed-connection-token',
  primaryColorCode: '#112233',
};

function server() {
  return stubFetch((call: RecordedCall) => {
    if (call.url.startsWith('/api/Subscription/GetSubscription')) {
      return call.url.endsWith('tag=demo') ? ok(SUBSCRIPTION) : failed('InvalidTag', 'Geçersiz tag');
    }
    const body = call.body as { password: string };
    return body.password === 'pano1234'
      ? ok({ token: 'jwt', userId: 7 })
      : failed('InvalidCredentials', 'E-posta veya şifre hatalı.');
  });
}

function start() {
  reloadSession();
  const user = userEvent.setup();
  renderScreen(<SignInPage />, { at: '/auth/login' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  const next = () => screen.getByRole('button', { name: /^(Devam|Giriş yap)$/ });
  return { user, field, next };
}

describe('sign-in (/auth/login)', () => {
  it('continue is disabled while the field is empty; leaving it empty says the field is required', async () => {
    server();
    const { user, field, next } = start();
    expect(next()).toBeDisabled();
    await user.click(field('Tag'));
    await user.tab();
    expect(screen.getByText('Bu alan zorunludur')).toBeInTheDocument();
    await user.type(field('Tag'), 'demo');
    expect(next()).toBeEnabled();
  });

  it("a wrong tag shows the server's message and stays on the tag step", async () => {
    const api = server();
    const { user, field, next } = start();
    await user.type(field('Tag'), 'nope');
    await user.click(next());
    expect(await screen.findByText('Geçersiz tag')).toBeInTheDocument();
    expect(field('Tag')).toBeInTheDocument();
    expect(api.calls[0]?.headers['Accept-Language']).toBe('tr');
  });

  it('a valid tag stores the subscription; the email must match the pattern; the back arrow returns', async () => {
    server();
    const { user, field, next } = start();
    await user.type(field('Tag'), 'demo');
    await user.click(next());
    const email = await screen.findByRole('textbox', { name: 'E-posta' });
    expect(storage.get('subscription')).toMatchObject({ channel: 'demo', company: { name: 'Pano Demo' } });
    expect(sessionStore.get().subscription?.primaryColorCode).toBe('#112233');
    expect(screen.getByText('Pano Demo hesabına giriş yapıyorsunuz')).toBeInTheDocument();

    await user.type(email, 'admin@');
    await user.click(next());
    expect(await screen.findByText('E-posta alanını kontrol edin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(field('Tag')).toHaveValue('demo');
    expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();
  });

  it('says "Check the Email field" in English', async () => {
    server();
    await act(() => setLanguage('en'));
    try {
      const { user, field } = start();
      await user.type(field('Tag'), 'demo');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Check the Email field')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('tr'));
    }
  });

  it("a wrong password shows the server's message; the right one stores token and user id", async () => {
    const api = server();
    const { user, field, next } = start();
    await user.type(field('Tag'), 'demo');
    await user.click(next());
    await user.type(await screen.findByRole('textbox', { name: 'E-posta' }), 'admin@pano.local');
    await user.click(next());
    const password = await screen.findByLabelText(/^Şifre/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'wrong');
    await user.click(next());
    expect(await screen.findByText('E-posta veya şifre hatalı.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'pano1234');
    await user.click(next());
    await waitFor(() => expect(sessionStore.get().token).toBe('jwt'));
    expect(storage.get('userId')).toBe(7);
    expect(api.calls.at(-1)?.body).toEqual({
      connectionToken: 'signed-connection-token',
      email: 'admin@pano.local',
      password: 'pano1234',
    });
  });
});

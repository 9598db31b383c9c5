import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api/session.ts';
import { fakeServer, ok, refused } from '../../test/fakeServer.ts';
import { SignInScreen } from './SignInScreen.tsx';

const subscription = ok({
  tag: 'demo',
  connectionString: 'signed-connection',
  company: { name: 'Pano Demo', logo: null, fileContainerPath: '/files/demo/' },
  primaryColorCode: '#123456',
  secondaryColorCode: null,
  loginMethod: 'gsm',
});

afterEach(() => sessionStore.set(null));

describe('sign-in', () => {
  it('asks for the identifier the company signs in with, and starts the session', async () => {
    const calls = fakeServer({
      '/api/Subscription/GetSubscription': () => subscription,
      '/api/User/VerifyUser': () => ok({ token: 'tok', userId: 5 }),
    });
    const user = userEvent.setup();
    render(<SignInScreen />);
    await user.type(screen.getByLabelText('Şirket kodu'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByText('Pano Demo hesabına giriş yapıyorsunuz.')).toBeVisible();
    await user.type(screen.getByLabelText('Cep telefonu'), '5321234567');
    await user.type(screen.getByLabelText('Şifre'), 'pano1234');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(sessionStore.get()).toMatchObject({ token: 'tok', userId: 5, company: { tag: 'demo' } });
    expect(calls[1]?.body).toMatchObject({
      connectionToken: 'signed-connection',
      gsm: '5321234567',
      password: 'pano1234',
    });
    expect(localStorage.getItem('pano-app:tag')).toBe('demo');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    fakeServer({
      '/api/Subscription/GetSubscription': () => subscription,
      '/api/User/VerifyUser': () => refused('InvalidCredentials', 'Kimlik ya da şifre hatalı.'),
    });
    const user = userEvent.setup();
    render(<SignInScreen />);
    await user.type(screen.getByLabelText('Şirket kodu'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Devam' }));
    await user.type(await screen.findByLabelText('Cep telefonu'), '5321234567');
    await user.type(screen.getByLabelText('Şifre'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kimlik ya da şifre hatalı.');
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('5321234567');
    expect(sessionStore.get()).toBeNull();
  });

  it('says when the phone is offline', async () => {
    fakeServer({});
    const user = userEvent.setup();
    render(<SignInScreen />);
    await user.type(screen.getByLabelText('Şirket kodu'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantı yok');
  });
});

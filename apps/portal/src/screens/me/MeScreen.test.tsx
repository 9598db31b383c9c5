import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session.ts';
import { fakeServer, ok } from '../../test/fakeServer.ts';
import { homeAnswer } from '../../test/homeAnswer.ts';
import MeScreen from './MeScreen.tsx';
import { signInForTest } from '../../test/session.ts';

beforeEach(() => signInForTest());
afterEach(() => sessionStore.set(null));

describe('me', () => {
  it('signs out of every device once confirmed, and forgets this one', async () => {
    const calls = fakeServer({
      Home: () => homeAnswer(),
      LogoutEverywhere: () => ({ data: { logoutEverywhere: ok(null) } }),
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    render(<MeScreen id={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }));
    expect(confirm).toHaveBeenCalledWith('Bu hesapla giriş yapılmış bütün cihazlardan çıkılsın mı?');
    expect(calls.filter((call) => call.operation !== 'Home').map((call) => call.operation)).toEqual([
      'LogoutEverywhere',
    ]);
    expect(sessionStore.get()).toBeNull();
  });

  it('stays signed in when every device could not be reached, and says so', async () => {
    fakeServer({});
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup();
    render(<MeScreen id={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantı yok');
    expect(sessionStore.get()).not.toBeNull();
  });
});

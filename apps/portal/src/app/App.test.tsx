import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../api/session.ts';
import { fakeServer, ok } from '../test/fakeServer.ts';
import { homeAnswer } from '../test/homeAnswer.ts';
import { App } from './App.tsx';
import { signInForTest } from '../test/session.ts';

const signIn = () => signInForTest();

afterEach(() => sessionStore.set(null));

describe('the app', () => {
  it('signed out, opens on the sign-in', () => {
    render(<App />);
    expect(screen.getByLabelText('Şirket kodu')).toBeVisible();
  });

  it('signed in, shows the home the administrators shaped, with the unread count on its tab', async () => {
    signIn();
    const calls = fakeServer({ Home: () => homeAnswer() });
    render(<App />);
    expect(await screen.findByText('Merhaba Elif')).toBeVisible();
    expect(screen.getByRole('link', { name: /Yemek listesi/ })).toHaveAttribute('href', '#/page/menu-1');
    const web = screen.getByRole('link', { name: /İK portalı/ });
    expect(web).toHaveAttribute('href', 'https://ik.example.org/');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Bahar şenliği/ })).toHaveAttribute('href', '#/form/4');
    expect(screen.getByRole('link', { name: /Yeni servis saatleri/ })).toHaveAttribute(
      'href',
      '#/announcement/77',
    );
    const tabs = screen.getByRole('navigation', { name: 'Ana bölümler' });
    expect(within(tabs).getByRole('link', { name: /Bildirimler/ })).toHaveTextContent('2');
    // one request for the whole home, with this device's menus
    expect(calls.filter((call) => call.operation === 'Home')).toHaveLength(1);
    expect(calls[0]?.body?.variables).toMatchObject({ deviceType: 'WEB' });
  });

  it('asks for the active disclaimer first, and opens the home once it is accepted', async () => {
    signIn();
    let accepted = false;
    const disclaimer = {
      id: 8,
      name: 'KVKK aydınlatma metni',
      value: 'Verileriniz saklanır.\nYeni madde',
      version: '2.0',
      lastAccepted: { version: '1.0', value: 'Verileriniz saklanır.\nEski madde' },
    };
    const calls = fakeServer({
      Home: () => homeAnswer({ activeDisclaimer: ok({ ...disclaimer, isAccepted: accepted }) }),
      AcceptDisclaimer: () => {
        accepted = true;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'KVKK aydınlatma metni' })).toBeVisible();
    expect(screen.queryByText('Merhaba Elif')).toBeNull();
    // what changed since the version accepted before
    expect(screen.getByText('Daha önce 1.0 sürümünü kabul etmiştiniz. Değişenler işaretli:')).toBeVisible();
    const changes = screen.getByLabelText('Sözleşmede değişenler');
    expect(changes.querySelector('del')).toHaveTextContent('Çıkarıldı: Eski madde');
    expect(changes.querySelector('ins')).toHaveTextContent('Eklendi: Yeni madde');
    await user.click(screen.getByRole('button', { name: 'Okudum, kabul ediyorum' }));
    expect(await screen.findByText('Merhaba Elif')).toBeVisible();
    expect(calls.find((call) => call.operation === 'AcceptDisclaimer')?.body?.variables).toEqual({
      inputModel: { disclaimerId: 8 },
    });
  });

  it('reads the home it showed again when the phone is offline, and says since when', async () => {
    signIn();
    fakeServer({ Home: () => homeAnswer() });
    const first = render(<App />);
    expect(await screen.findByText('Merhaba Elif')).toBeVisible();
    first.unmount();
    // a new visit, offline: the copy kept on the device
    const { forgetMemory } = await import('../api/resource.ts');
    forgetMemory();
    fakeServer({});
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(<App />);
      expect(await screen.findByText('Merhaba Elif')).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(
        /Çevrimdışısınız\. Gösterilenler .* tarihinde alındı\./,
      );
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});

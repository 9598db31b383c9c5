import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../test/user.ts';
import { setAuthFailureHandler } from '../graphql/client.ts';
import { failed, graphql, ok, stubFetch } from '../test/fetchStub.ts';
import { renderRoutes } from '../test/renderScreen.tsx';
import { ROOT_TARGET } from './screens.ts';
import { recallLocation, rememberLocation } from '../state/lastLocation.ts';
import { reloadSession, sessionStore, storeSignIn } from '../state/session.ts';
import { routes } from './routes.tsx';
import { allPermissionsOf, type Permission } from '@pano/contract';
import { panelAreas } from '../state/panelAreas.ts';
import { storage } from '../state/storage.ts';

function signedIn() {
  storeSignIn('jwt', 7);
}

function server(
  list: () => unknown = () => ok([{ id: 1, name: 'Ankara', title: 'Yemekhane menüsü' }], 1),
  permissions: Permission[] = allPermissionsOf(panelAreas()),
) {
  return stubFetch((call) => {
    if (call.operationName === 'currentUser')
      return graphql(
        call,
        ok({
          id: 7,
          name: 'Ada',
          surname: 'Yılmaz',
          email: 'a@b.c',
          permissions,
        }),
      );
    if (call.operationName === 'logout') return graphql(call, ok({ id: 7 }));
    return graphql(call, list());
  });
}

describe('shell routes', () => {
  it('the root is the announcements list (spec 000 §2)', () => {
    expect(ROOT_TARGET).toBe('/duyuru/duyurular');
  });

  it('sends a user who does not read announcements from the root to the first screen of their menu', async () => {
    signedIn();
    server(undefined, [{ area: 'complaints', action: 'read' }]);
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/anonimmesaj\//));
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).queryByText('Duyurular')).toBeNull();
    // the next page draws the menu from the permissions kept, before the server has answered again
    expect(storage.get('permissions')).toEqual({
      userId: 7,
      permissions: [{ area: 'complaints', action: 'read' }],
    });
  });

  it('sends an unauthenticated user to sign-in, remembering where they were going', async () => {
    server();
    const { router } = renderRoutes(routes, '/tanimlama/cinsiyet');
    expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(recallLocation()).toBe('/tanimlama/cinsiyet');
  });

  it('sends a signed-in user on /auth to the last location, else the root, inside the shell', async () => {
    signedIn();
    server();
    const { router } = renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Duyurular' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/duyuru/duyurular');
    // the list's chunk (with the editor) loads lazily: allow it a moment on a busy machine
    expect(await screen.findByText('Yemekhane menüsü')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    // grouped as the spec's sections: the group of the screen on view is open, the others closed
    const groups = within(nav)
      .getAllByRole('button')
      .map((group) => [group.textContent, group.getAttribute('aria-expanded')]);
    expect(groups).toEqual([
      ['Duyurular', 'true'],
      ['Anonim şikayetler', 'false'],
      ['Portal içeriği', 'false'],
      ['Ayarlar', 'false'],
      ['Tanımlamalar', 'false'],
      ['İzin', 'false'],
      ['Quiz', 'false'],
      ['İşe alım', 'false'],
      ['Disiplin', 'false'],
      ['İş akışları', 'false'],
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Afetler', 'Duyurular', 'Kategoriler', 'Formlar', 'Oryantasyonlar', 'İşler', 'Görevler']);
  });

  it('returns to a remembered location after sign-in', async () => {
    signedIn();
    rememberLocation('/tanimlama/durum');
    server(() => ok([], 0));
    const { router } = renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Durumlar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tanimlama/durum');
  });

  it('shows the 404 page for an unknown path', async () => {
    signedIn();
    server();
    const { router } = renderRoutes(routes, '/yok/boyle-bir-sayfa');
    expect(await screen.findByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/error-v1');
    // signed in, the page keeps the shell: the menu and the header are there
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Çıkış yap' })).toBeInTheDocument();
  });

  it('sign-out revokes the token, clears the session and the last location', async () => {
    signedIn();
    const api = server();
    const user = userEvent.setup();
    renderRoutes(routes, '/tanimlama/sehir');
    await user.click(await screen.findByRole('link', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(api.named('logout')).toHaveLength(1);
    expect(api.named('logout')[0]?.headers.Authorization).toBe('Bearer jwt');
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('pano:token')).toBeNull();
    expect(recallLocation()).toBeNull();
  });

  it('a TokenInvalid answer clears the session and goes through /logout to sign-in', async () => {
    signedIn();
    server(() => failed('TokenInvalid', 'Oturumunuz geçersiz.'));
    const { router } = renderRoutes(routes, '/tanimlama/cinsiyet');
    setAuthFailureHandler(() => void router.navigate('/logout', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    reloadSession();
    expect(sessionStore.get().token).toBeNull();
    expect(screen.queryByText('Oturumunuz geçersiz.')).not.toBeInTheDocument();
  });
});

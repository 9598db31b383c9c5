import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { shownMenu } from '../screens.ts';
import { SideMenu } from './SideMenu.tsx';

function renderMenu() {
  renderScreen(<SideMenu items={shownMenu} onNavigate={vi.fn()} />, { at: '/duyuru/duyurular' });
  const nav = screen.getByRole('navigation', { name: 'Ana menü' });
  const filter = within(nav).getByRole('searchbox', { name: 'Menüde bul' });
  // the menu alone is on the page and nothing in it is hidden: `hidden` spares the check of every element's
  // style (half the file's time)
  const links = () =>
    within(nav)
      .queryAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
  const user = userEvent.setup();
  // typed at once: each letter typed would draw the menu narrowed by it (slow in jsdom, and seen elsewhere)
  const search = async (words: string) => {
    await user.clear(filter);
    await user.click(filter);
    await user.paste(words);
  };
  return { nav, links, search };
}

describe("the side menu's filter", () => {
  it('finds the roles and permissions by yetki, and the applicants by an interview or an offer', async () => {
    const { search, links } = renderMenu();
    await search('yetki');
    await waitFor(() => expect(links()).toEqual(['Roller ve yetkiler']));
    expect(screen.getByRole('link', { name: 'Roller ve yetkiler' })).toHaveAttribute(
      'href',
      '/ayarlar/kullanici/organizasyonlar',
    );

    await search('mülakat');
    await waitFor(() => expect(links()).toEqual(['Adaylar']));
    await search('offer');
    await waitFor(() => expect(links()).toEqual(['Adaylar']));
  });

  it('leads an approval to Süreçler and the workflows, and says so when nothing matches', async () => {
    const { nav, search, links } = renderMenu();
    await search('onay bekleyen');
    await waitFor(() => expect(links()).toEqual(['Süreçler']));
    await search('approval');
    await waitFor(() => expect(links()).toContain('İş akışları'));
    expect(links()).toContain('Süreçler');

    await search('xyzzy');
    expect(within(nav).getByRole('status')).toHaveTextContent('Bu sözcüklerle bir menü öğesi yok.');
  });
});

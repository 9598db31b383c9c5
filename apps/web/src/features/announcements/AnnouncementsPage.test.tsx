import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { announcementRows, announcementsServer } from './test/announcementsServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { announcementsRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

function renderList(handlers: Parameters<typeof announcementsServer>[0] = {}) {
  const api = announcementsServer(handlers);
  const view = renderScreen(<RegistryScreen definition={announcementsRegistry.announcements} />, {
    at: '/duyuru/duyurular',
    routes: [{ path: '/duyuru/duyurular/:announcementId', element: <p>Detay</p> }],
  });
  return { api, router: view.router, user: userEvent.setup() };
}

describe('announcements list (/duyuru/duyurular)', () => {
  it('asks for 50 newest first, offers 50/100/150/200 per page and links each row to its detail', async () => {
    const { api, user, router } = renderList({ announcements: () => ok(announcementRows(3), 120) });
    const table = await screen.findByRole('table', { name: 'Duyurular' });
    expect(await within(table).findByText('Duyuru 3')).toBeInTheDocument();
    expect(within(table).getAllByText('04.03.2026')).toHaveLength(3);
    expect(api.named('announcements')[0]?.variables).toEqual({
      pagerModel: { pageNumber: 1, pageSize: 50, sortColumn: 'createTime', sortDescending: true },
    });
    await user.click(screen.getByRole('combobox', { name: /Sayfa başına/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '150', '200']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Duyuru 2 aç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/duyuru/duyurular/2'));
  });

  it('deletes after a confirmation naming the title', async () => {
    const { api, user } = renderList();
    await screen.findByText('Duyuru 3');
    const row = screen.getByRole('row', { name: /Duyuru 2/ });
    await user.click(within(row).getByRole('button', { name: 'Duyuru 2 sil' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Duyuru 2');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.named('deleteAnnouncement')[0]?.variables).toEqual({ id: 2 }));
    expect(await screen.findByText('Duyuru silindi')).toBeInTheDocument();
  });

  it('the dialog: save waits for category, title, body and recipients; users and groups exclude each other', async () => {
    const { api, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Duyuru ekle' }));
    // the dialog (with its editor) loads apart from the list, as the list opens
    const dialog = await screen.findByRole('dialog', { name: 'Duyuru ekle' });
    await pressSaveRefused(user, dialog, () => api.named('createAnnouncement').length);
    const users = within(dialog).getByRole('combobox', { name: 'Kullanıcılar' });
    const groups = within(dialog).getByRole('combobox', { name: 'Gruplar' });
    await user.click(users);
    await user.click(await screen.findByRole('option', { name: 'Ada Yılmaz' }));
    expect(groups).toBeDisabled();
    await user.click(
      within(dialog)
        .getByRole('button', { name: /Ada Yılmaz/ })
        .querySelector('svg') as Element,
    );
    await waitFor(() => expect(groups).toBeEnabled());
    expect(within(dialog).getByLabelText('İçerik')).toBeInTheDocument();
    await pressSaveRefused(user, dialog, () => api.named('createAnnouncement').length);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { AnnouncementDetailPage } from './AnnouncementDetailPage.tsx';
import { announcementsServer } from './test/announcementsServer.ts';

const image = (id: number, isCover = false) => ({
  id,
  fileName: `foto-${id}.png`,
  filePath: `/files/demo/foto-${id}.png`,
  fileExtension: 'png',
  isActive: true,
  isCover,
});

const HOSTILE = `<p onclick="steal()">Merhaba <strong>ekip</strong></p><script>window.hacked = 1</script>
<img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">tıkla</a><iframe src="https://evil.example"></iframe>`;

const ANNOUNCEMENT = {
  id: 7,
  title: 'Tatbikat',
  spotText: 'Yarın saat 10',
  body: HOSTILE,
  createTime: '2026-03-04T10:00:00.000Z',
  categoryId: 1,
  category: { id: 1, name: 'Duyuru' },
  sendHistories: [],
  multimedias: [
    image(1),
    image(2),
    image(3),
    image(4, true),
    image(5),
    {
      id: 8,
      fileName: 'tanitim.mp4',
      filePath: '/files/demo/tanitim.mp4',
      fileExtension: 'mp4',
      isActive: true,
      isCover: false,
    },
    {
      id: 9,
      fileName: 'plan.pdf',
      filePath: '/files/demo/plan.pdf',
      fileExtension: 'pdf',
      isActive: true,
      isCover: false,
    },
  ],
};

const RECIPIENTS = [
  { id: 1, userId: 1, user: { id: 1, name: 'Ada', surname: 'Yılmaz', email: 'ada@x.test' } },
  { id: 2, userId: 2, user: { id: 2, name: 'Can', surname: 'Demir', email: null } },
];

function renderDetail(announcement: () => unknown = () => ok(ANNOUNCEMENT)) {
  const api = announcementsServer({
    announcement,
    announcementUsers: () => ok(RECIPIENTS, 12),
  });
  const view = renderScreen(<AnnouncementDetailPage />, {
    at: '/duyuru/duyurular/7',
    route: '/duyuru/duyurular/:announcementId',
    routes: [{ path: '/error/error-v1', element: <p>Bulunamadı</p> }],
  });
  return { api, router: view.router, user: userEvent.setup() };
}

describe('announcement detail (/duyuru/duyurular/{announcementId})', () => {
  it('shows date, title and the body as sanitised HTML: no script, handlers, javascript: or iframe', async () => {
    const { api } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Tatbikat' })).toBeInTheDocument();
    expect(screen.getByText('04.03.2026 · Duyuru')).toBeInTheDocument();
    expect(screen.getByText('Yarın saat 10')).toBeInTheDocument();
    const body = screen.getByRole('article', { name: 'İçerik' });
    expect(within(body).getByText('ekip').tagName).toBe('STRONG');
    expect(body.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(within(body).getByText('tıkla')).not.toHaveAttribute('href');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(api.named('announcement')[0]?.variables).toEqual({ id: 7 });
  });

  it('shows four images at a time, cover first, with a gallery popup', async () => {
    const { user } = renderDetail();
    const carousel = await screen.findByRole('region', { name: 'Görseller' });
    const shown = () =>
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(shown()).toEqual(['foto-4.png', 'foto-1.png', 'foto-2.png', 'foto-3.png']);
    await user.click(within(carousel).getByRole('button', { name: 'Sonraki' }));
    expect(shown()).toEqual(['foto-1.png', 'foto-2.png', 'foto-3.png', 'foto-5.png']);
    expect(within(carousel).getByRole('button', { name: 'Sonraki' })).toBeDisabled();

    await user.click(within(carousel).getByRole('button', { name: 'foto-2.png görselini aç' }));
    const gallery = await screen.findByRole('dialog', { name: 'Galeri' });
    expect(within(gallery).getByText('Görsel 3 / 5')).toBeInTheDocument();
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/files/demo/foto-2.png');
    await user.click(within(gallery).getByRole('button', { name: 'Sonraki' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/files/demo/foto-3.png');
    await user.click(within(gallery).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('plays videos, opens pdfs in a new tab and pages the recipients on the server', async () => {
    const { api } = renderDetail();
    expect(await screen.findByLabelText('tanitim.mp4')).toHaveAttribute('src', '/files/demo/tanitim.mp4');
    const pdf = await screen.findByRole('link', { name: 'plan.pdf' });
    expect(pdf).toHaveAttribute('href', '/files/demo/plan.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    const table = await screen.findByRole('table', { name: 'Alıcılar' });
    expect(await within(table).findByText('Ada')).toBeInTheDocument();
    expect(within(table).getByText('ada@x.test')).toBeInTheDocument();
    expect(api.named('announcementUsers')[0]?.variables).toEqual({
      pagerModel: { announcementId: 7, pageNumber: 1, pageSize: 10 },
    });
    expect(screen.getByText('1–10 / 12')).toBeInTheDocument();
  });

  it('goes to the 404 page for an announcement that does not exist', async () => {
    const { router } = renderDetail(() => failed('NotFound', 'Kayıt bulunamadı.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/error-v1'));
  });
});

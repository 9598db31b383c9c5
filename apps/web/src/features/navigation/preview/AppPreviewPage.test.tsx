import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { ok } from '../../../test/fetchStub.ts';
import { renderScreen } from '../../../test/renderScreen.tsx';
import { navigationServer } from '../test/navigationServer.ts';
import { AppPreviewPage } from './AppPreviewPage.tsx';

const APP = {
  dynamicParts: [
    {
      id: 3,
      title: 'Son duyurular',
      logoPath: null,
      headerColor: '#1E88E5',
      backgroundColor: null,
      fontColor: null,
      announcements: [
        { id: 9, title: 'Servis saatleri', spotText: null, categoryName: 'Genel', coverUrl: null },
      ],
    },
  ],
  sliders: [
    {
      id: 1,
      name: 'Ana sayfa',
      items: [
        { id: 7, name: 'Kampanya', description: 'Yaz', imageUrl: '/files/demo/k.png', mediaKind: 'image' },
        { id: 8, name: 'Tanıtım', description: 'Film', imageUrl: '/files/demo/t.mp4', mediaKind: 'video' },
      ],
    },
  ],
  menus: [{ id: 1, name: 'Duyurular', icon: 'Campaign', targetComponent: 'HtmlPage', backgroundColor: null }],
  links: [
    {
      id: 4,
      name: 'İK portalı',
      description: 'İzinler',
      targetComponent: 'UrlBrowser',
      linkGroupId: 3,
      linkGroupName: 'Genel',
    },
    {
      id: 5,
      name: 'Yemek listesi',
      description: 'Bu hafta',
      targetComponent: 'HtmlPage',
      linkGroupId: 3,
      linkGroupName: 'Genel',
    },
    {
      id: 6,
      name: 'Destek',
      description: 'BT',
      targetComponent: 'UrlBrowser',
      linkGroupId: 8,
      linkGroupName: 'Yardım',
    },
  ],
};

describe('the app preview (/menu/onizleme)', () => {
  it('asks nothing before a viewer is chosen; then shows the portal’s answer for that role, device and day', async () => {
    const api = navigationServer({ appPreview: () => ok(APP) });
    const user = userEvent.setup();
    renderScreen(<AppPreviewPage />, { at: '/menu/onizleme' });
    expect(await screen.findByText('Önizleme için bir çalışan ya da rol seçin.')).toBeInTheDocument();
    expect(api.named('appPreview')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Rol' }));
    await user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(screen.getByRole('radio', { name: 'Web portalı' }));

    const sliders = await screen.findByRole('region', { name: 'Sliderlar' });
    expect(within(sliders).getByRole('img', { name: 'Kampanya' })).toHaveAttribute(
      'src',
      '/files/demo/k.png',
    );
    expect(within(sliders).getByText('Tanıtım')).toBeInTheDocument();
    const part = screen.getByRole('article', { name: 'Son duyurular' });
    expect(within(part).getByRole('listitem')).toHaveTextContent('Servis saatleriGenel');
    const menu = await screen.findByRole('region', { name: 'Menü' });
    expect(within(menu).getByText('Duyurular')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Linkler' });
    expect(within(within(links).getByRole('list', { name: 'Genel' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(links).getByRole('list', { name: 'Yardım' })).toHaveTextContent('Destek');
    const last = api.named('appPreview').at(-1)?.variables as { inputModel: Record<string, unknown> };
    expect(last.inputModel).toMatchObject({ roleId: 2, deviceType: 'WEB' });
    expect(last.inputModel.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(last.inputModel).not.toHaveProperty('userId');
  });
});

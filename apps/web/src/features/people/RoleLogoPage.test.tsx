import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok } from '../../test/fetchStub.ts';
import { pdfFile, pngFile } from '../../test/sampleFiles.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RoleLogoPage } from './RoleLogoPage.tsx';
import { peopleServer } from './test/peopleServer.ts';

const ROLE = { id: 2, name: 'Personel', logo: '/files/demo/logo-2.png', transparentLogo: null };
const PNG = pngFile('yeni.png');

function renderLogoPage(upload: () => unknown = () => ok({ id: 2 })) {
  const api = peopleServer({
    role: () => ok(ROLE),
    uploadRoleLogo: upload,
    uploadRoleTransparentLogo: upload,
  });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderScreen(<RoleLogoPage />, {
    at: '/ayarlar/kullanici/organizasyonlar/2',
    route: '/ayarlar/kullanici/organizasyonlar/:roleId',
    routes: [{ path: '/ayarlar/kullanici/organizasyonlar', element: <p>Roller</p> }],
  });
  return { api, user, router: view.router };
}

describe('role logo page (/ayarlar/kullanici/organizasyonlar/{roleId})', () => {
  it('shows the current logo at 250 px and a placeholder for a missing one; save waits for a file', async () => {
    const { api, user, router } = renderLogoPage();
    expect(await screen.findByRole('heading', { name: 'Personel: Logo' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Logo' });
    expect(logo).toHaveAttribute('src', '/files/demo/logo-2.png');
    expect(logo).toHaveStyle({ width: '250px' });
    expect(screen.getByRole('img', { name: 'Logo yok' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();

    await user.upload(screen.getByLabelText('Transparan logo seç'), PNG);
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByText('yeni.png')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Logo değiştirildi')).toBeInTheDocument();
    expect(api.named('uploadRoleLogo')).toHaveLength(0);
    expect(api.named('uploadRoleTransparentLogo')[0]?.variables).toEqual({
      roleId: 2,
      fileName: 'yeni.png',
      fileBase64String: 'iVBORw0KGgoAAAANSUhEUg==',
    });
    expect(api.named('uploadRoleTransparentLogo')[0]?.url).toBe('/graphql/upload');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ayarlar/kullanici/organizasyonlar'));
  });

  it('refuses other file types before sending; shows the server’s refusal and stays', async () => {
    const { api, user, router } = renderLogoPage(() => failed('FileType', 'Bu dosya türü kabul edilmiyor.'));
    await screen.findByRole('heading', { name: 'Personel: Logo' });
    const pdf = pdfFile('belge.pdf');
    await user.upload(screen.getByLabelText('Logo seç'), pdf);
    expect(await screen.findByText('Bu dosya türü kabul edilmiyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Logo seç'), PNG);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('uploadRoleLogo')).toHaveLength(1));
    expect(await screen.findAllByText('Bu dosya türü kabul edilmiyor.')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/ayarlar/kullanici/organizasyonlar/2');
  });
});

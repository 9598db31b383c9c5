import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { DEFAULT_COLORS } from '@pano/contract';
import { clearSession, sessionStore, storeSubscription } from '../../state/session.ts';
import type { Subscription } from '../../graphql/subscription.ts';
import { failed, graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { MB, pngFile, textFile } from '../../test/sampleFiles.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { BrandingPage } from './BrandingPage.tsx';

const PNG = pngFile('logo.png');
const SUBSCRIPTION: Subscription = {
  channel: 'demo',
  tag: 'demo',
  connectionString: 'opaque',
  company: { name: 'Pano Demo', logo: null, transparentLogo: null, fileContainerPath: '/files/demo/' },
  ...DEFAULT_COLORS,
};

function brandingServer(theme: () => unknown = () => ok({ id: 1 })) {
  let served: Subscription = SUBSCRIPTION;
  return stubFetch((call) => {
    if (call.url.startsWith('/api/Subscription/GetSubscription')) return ok(served);
    if (call.operationName === 'setThemeColor') {
      const answer = theme();
      const v = call.variables as Record<string, string>;
      if ((answer as { isSuccess: boolean }).isSuccess)
        served = { ...served, themeColorCode: v.colorCode, primaryColorCode: v.primaryColorCode ?? null };
      return graphql(call, answer);
    }
    if (call.operationName === 'uploadLimits')
      return graphql(call, ok({ imageMb: 2, pdfMb: 10, videoMb: 50 }));
    if (call.operationName === 'uploadLogo') {
      served = { ...served, company: { ...served.company, logo: '/files/demo/abc.png' } };
      return graphql(call, ok({ id: 1 }));
    }
    return graphql(call, ok({ id: 1 }));
  });
}

describe('logo and theme (/ayarlar/logo)', () => {
  beforeEach(() => storeSubscription(SUBSCRIPTION));
  afterEach(() => clearSession());

  it('saves a new primary colour, shows ChangedTheme and the session takes the colours at once', async () => {
    const api = brandingServer();
    const user = userEvent.setup();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const theme = await screen.findByRole('region', { name: 'Tema renkleri' });
    const primary = within(theme).getByRole('textbox', { name: 'Ana renk' });
    expect(primary).toHaveValue('#5443C4');
    await user.clear(primary);
    await user.type(primary, '#0a7e3c');
    await user.click(within(theme).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tema değiştirildi')).toBeInTheDocument();
    expect(api.named('setThemeColor')[0]?.variables).toEqual({
      colorCode: '#000',
      primaryColorCode: '#0a7e3c',
      secondaryColorCode: '#FD5739',
      contentBackgroundColorCode: '#F0F3FA',
      contentTextColorCode: '#24253D',
      tag: 'demo',
    });
    await waitFor(() => expect(sessionStore.get().subscription?.primaryColorCode).toBe('#0a7e3c'));
  });

  it('a double click on Kaydet saves the theme once, the button held while the request runs', async () => {
    const api = brandingServer();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const theme = await screen.findByRole('region', { name: 'Tema renkleri' });
    const save = within(theme).getByRole('button', { name: 'Kaydet' });
    // two clicks in one go, before the page draws the button disabled (a quick double click)
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(await screen.findByText('Tema değiştirildi')).toBeInTheDocument();
    expect(api.named('setThemeColor')).toHaveLength(1);
  });

  it('save refuses a colour that is not #rgb or #rrggbb, or an empty theme colour, and focuses it', async () => {
    const api = brandingServer();
    const user = userEvent.setup();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const theme = await screen.findByRole('region', { name: 'Tema renkleri' });
    const secondary = within(theme).getByRole('textbox', { name: 'İkincil renk' });
    await user.clear(secondary);
    await user.type(secondary, '#12345');
    expect(await within(theme).findByText('İkincil renk alanını kontrol edin')).toBeInTheDocument();
    await user.click(within(theme).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(secondary).toHaveFocus());
    await user.clear(secondary);
    await user.type(secondary, '#123');
    const themeColour = within(theme).getByRole('textbox', { name: /Tema rengi/ });
    await user.clear(themeColour);
    expect(await within(theme).findByText('Tema rengi: Bu alan zorunludur')).toBeInTheDocument();
    await user.click(within(theme).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(themeColour).toHaveFocus());
    expect(api.named('setThemeColor')).toHaveLength(0);
  });

  it('a refused theme is an error toast and the session keeps its colours', async () => {
    brandingServer(() => failed('Validation', 'Ana renk alanını kontrol edin'));
    const user = userEvent.setup();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const theme = await screen.findByRole('region', { name: 'Tema renkleri' });
    await user.click(within(theme).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana renk alanını kontrol edin');
    expect(sessionStore.get().subscription?.primaryColorCode).toBe('#5443C4');
  });

  it('uploads a chosen logo on the upload service and the session gets the new logo', async () => {
    const api = brandingServer();
    const user = userEvent.setup();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const logos = await screen.findByRole('region', { name: 'Logolar' });
    const save = within(logos).getByRole('button', { name: 'Logoları kaydet' });
    expect(save).toBeDisabled();
    await user.upload(within(logos).getByLabelText('Logo seç'), PNG);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Logo değiştirildi')).toBeInTheDocument();
    const call = api.named('uploadLogo')[0];
    expect(call?.url).toBe('/graphql/upload');
    expect(call?.variables).toMatchObject({ fileName: 'logo.png', tag: 'demo' });
    expect(api.named('uploadTransparentLogo')).toHaveLength(0);
    await waitFor(() => expect(sessionStore.get().subscription?.company.logo).toBe('/files/demo/abc.png'));
  });

  it('refuses a text file named .png when chosen: no preview, the message at the file, Save stays off', async () => {
    brandingServer();
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const logos = await screen.findByRole('region', { name: 'Logolar' });
    await user.upload(within(logos).getByLabelText('Logo seç'), textFile('logo.png', 'image/png'));
    expect(await within(logos).findByText('Bu dosya türü kabul edilmiyor.')).toBeInTheDocument();
    expect(within(logos).queryByText('logo.png')).not.toBeInTheDocument();
    expect(within(logos).queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(within(logos).getByRole('button', { name: 'Logoları kaydet' })).toBeDisabled();
  });

  it('a file over the announced limit replaces the earlier choice: its name goes, Save goes off', async () => {
    const api = brandingServer();
    const user = userEvent.setup();
    renderScreen(<BrandingPage />, { at: '/ayarlar/logo' });
    const logos = await screen.findByRole('region', { name: 'Logolar' });
    expect(await within(logos).findAllByText('PNG, JPEG veya WebP; en fazla 2 MB')).toHaveLength(2);
    const save = within(logos).getByRole('button', { name: 'Logoları kaydet' });
    await user.upload(within(logos).getByLabelText('Logo seç'), PNG);
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(logos).getByText('logo.png')).toBeInTheDocument();
    await user.upload(within(logos).getByLabelText('Logo seç'), pngFile('büyük.png', 2.5 * MB));
    expect(await within(logos).findByText('Dosya çok büyük (en fazla 2 MB).')).toBeInTheDocument();
    expect(within(logos).queryByText('logo.png')).not.toBeInTheDocument();
    expect(within(logos).queryByText('büyük.png')).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(api.named('uploadLimits')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { announcementsServer } from './test/announcementsServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { announcementsRegistry } from './registry.ts';

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
const GIF = new File([new Uint8Array([0x47, 0x49, 0x46])], 'hareketli.gif', { type: 'image/gif' });

function renderPage(handlers: Parameters<typeof announcementsServer>[0] = {}) {
  const api = announcementsServer({
    uploadEditorImage: () => ok({ filePath: '/files/demo/abc.png' }),
    ...handlers,
  });
  renderScreen(<RegistryScreen definition={announcementsRegistry.announcements} />, {
    at: '/duyuru/duyurular',
  });
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Duyuru ekle' }));
  // the dialog (with its editor) loads apart from the list, as the list opens
  return screen.findByRole('dialog', { name: 'Duyuru ekle' });
}

describe('announcement dialog', () => {
  it('inserts an uploaded editor image at once and refuses other image types', async () => {
    const { api, user } = renderPage();
    const dialog = await openCreate(user);
    const editor = within(dialog).getByRole('textbox', { name: 'İçerik' });
    await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), GIF);
    expect(
      within(dialog).getByText('Yalnızca jpg, jpeg, png ve webp görseller eklenebilir'),
    ).toBeInTheDocument();
    expect(api.named('uploadEditorImage')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), PNG);
    await waitFor(() => expect(editor.querySelector('img')).toHaveAttribute('src', '/files/demo/abc.png'));
    const call = api.named('uploadEditorImage')[0];
    expect(call?.url).toBe('/graphql/upload');
    expect(call?.variables).toEqual({ inputModel: { fileName: 'foto.png', fileBase64String: 'iVBORw==' } });
  });

  it('shows the server message when the editor image is refused, and inserts nothing', async () => {
    const { user } = renderPage({
      uploadEditorImage: () => failed('FileType', 'Bu dosya türü kabul edilmiyor.'),
    });
    const dialog = await openCreate(user);
    await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), PNG);
    expect(await screen.findByText('Bu dosya türü kabul edilmiyor.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'İçerik' }).querySelector('img')).toBeNull();
  });

  it('lists dropped files with a cover choice and refuses other types', async () => {
    const { user } = renderPage();
    const dialog = await openCreate(user);
    const text = new File(['x'], 'notlar.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText('Eklenecek dosyalar'), [PNG, text]);
    expect(
      await screen.findByText('Yalnızca görsel, video ve pdf dosyaları eklenebilir'),
    ).toBeInTheDocument();
    const files = within(dialog).getByRole('list', { name: 'Ekli dosyalar' });
    expect(within(files).getByText('foto.png')).toBeInTheDocument();
    expect(within(files).queryByText('notlar.txt')).not.toBeInTheDocument();
    expect(within(files).getByRole('radio', { name: 'foto.png kapak olsun' })).toBeChecked();
    await user.click(within(files).getByRole('button', { name: 'foto.png kaldır' }));
    expect(within(files).queryByText('foto.png')).not.toBeInTheDocument();
  });

  it('creates for a group once category, title, body and recipients are given, then reloads the list', async () => {
    const { api, user } = renderPage();
    const dialog = await openCreate(user);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await user.click(within(dialog).getByRole('combobox', { name: /Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Etkinlik' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Bahar şenliği');
    await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), PNG);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'İçerik' }).querySelector('img')).not.toBeNull(),
    );
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Gruplar' }));
    await user.click(await screen.findByRole('option', { name: 'Saha ekibi' }));
    expect(within(dialog).getByRole('combobox', { name: 'Kullanıcılar' })).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled());
    const listed = api.named('announcements').length;
    await user.click(save);
    expect(await screen.findByText('Duyuru oluşturuldu')).toBeInTheDocument();
    const input = api.named('createAnnouncement')[0]?.variables.inputModel as Record<string, unknown>;
    expect(input).toMatchObject({ userIds: [], groupIds: [5], multimedias: [] });
    expect(input.announcement).toMatchObject({ title: 'Bahar şenliği', categoryId: 2, spotText: null });
    expect(String((input.announcement as { body: string }).body)).toContain('<img src="/files/demo/abc.png"');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.named('announcements').length).toBeGreaterThan(listed));
  });
});

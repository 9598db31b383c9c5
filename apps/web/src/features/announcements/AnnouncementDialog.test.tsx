import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { failed, ok } from '../../test/fetchStub.ts';
import { stubUploads } from '../../graphql/fakeXhr.ts';
import { gifFile, MB, pngFile, textFile } from '../../test/sampleFiles.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { announcementsServer } from './test/announcementsServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { announcementsRegistry } from './registry.ts';
import { chooseOption, pressSaveRefused } from '../../test/dialogs.ts';

const PNG = pngFile('foto.png');
const GIF = gifFile('hareketli.gif');

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

/** Category, title, a body (an image) and a group: what a create needs. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: /Kategori/ }), 'Etkinlik');
  await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Bahar şenliği');
  await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), PNG);
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'İçerik' }).querySelector('img')).not.toBeNull(),
  );
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Gruplar' }), 'Saha ekibi');
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Duyuru ekle' }));
  // the dialog (with its editor) loads apart from the list, as the list opens
  return screen.findByRole('dialog', { name: 'Duyuru ekle' }, { timeout: 10_000 });
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
    expect(call?.variables).toEqual({
      inputModel: { fileName: 'foto.png', fileBase64String: 'iVBORw0KGgoAAAANSUhEUg==' },
    });
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

  it('lists dropped files with a cover choice; a text file is refused at the file, by its bytes', async () => {
    const { user } = renderPage();
    const dialog = await openCreate(user);
    const text = textFile('notlar.txt');
    const fake = textFile('sahte.png', 'image/png');
    await user.upload(within(dialog).getByLabelText('Eklenecek dosyalar'), [PNG, text, fake]);
    const files = within(dialog).getByRole('list', { name: 'Ekli dosyalar' });
    expect(await within(files).findAllByText('Bu dosya türü kabul edilmiyor.')).toHaveLength(2);
    expect(within(files).getByText('notlar.txt')).toBeInTheDocument();
    expect(within(files).getByRole('radio', { name: 'foto.png kapak olsun' })).toBeChecked();
    expect(within(files).queryByRole('radio', { name: 'sahte.png kapak olsun' })).not.toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'foto.png kaldır' }));
    expect(within(files).queryByText('foto.png')).not.toBeInTheDocument();
  });

  it('refuses a file over the announced limit when it is chosen, and no save can start', async () => {
    const { api, user } = renderPage({ uploadLimits: () => ok({ imageMb: 2, pdfMb: 10, videoMb: 50 }) });
    const dialog = await openCreate(user);
    await fillRequired(user, dialog);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.upload(within(dialog).getByLabelText('Eklenecek dosyalar'), pngFile('büyük.png', 2.6 * MB));
    const files = within(dialog).getByRole('list', { name: 'Ekli dosyalar' });
    expect(await within(files).findByText('Dosya çok büyük (en fazla 2 MB).')).toBeInTheDocument();
    // pressing save while a refused file is listed starts nothing, says why and goes to the file
    // (issue 26 §1.1); the message stays at the file
    await user.click(save);
    expect(within(files).getByText('Dosya çok büyük (en fazla 2 MB).')).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Reddedilen dosyayı listeden kaldırın: o listedeyken duyuru kaydedilemez.',
    );
    expect(within(files).getByRole('button', { name: 'büyük.png kaldır' })).toHaveFocus();
    expect(api.named('createAnnouncement')).toHaveLength(0);
    expect(api.named('uploadAnnouncementMultimedia')).toHaveLength(0);
    await user.click(within(files).getByRole('button', { name: 'büyük.png kaldır' }));
    expect(within(files).queryByText('Dosya çok büyük (en fazla 2 MB).')).not.toBeInTheDocument();
    expect(api.named('createAnnouncement')).toHaveLength(0);
  });

  it('the required body says so under the editor when Save is pressed empty (issue 26 §3.12)', async () => {
    const { api, user } = renderPage();
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('İçerik: Bu alan zorunludur')).toBeInTheDocument();
    expect(api.named('createAnnouncement')).toHaveLength(0);
  });

  it('a server refusal about a field shows at it, the dialog open and the input kept (issue 26 §1.3)', async () => {
    const refused = 'Başlık alanını kontrol edin';
    const { api, user } = renderPage({
      createAnnouncement: () => ({
        ...failed('Validation', refused),
        messages: [{ code: 'Validation', message: refused, field: 'announcement.title' }],
      }),
    });
    const dialog = await openCreate(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Başlık/ })).toHaveValue('Bahar şenliği');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.named('createAnnouncement')).toHaveLength(1);
  });

  it('a half-failed save says what was saved and what not, and retries only the rest', async () => {
    let attach = 0;
    const { api, user } = renderPage({
      uploadAnnouncementMultimedia: () => {
        attach += 1;
        return attach === 2 ? failed('Unexpected', 'Beklenmeyen bir hata oluştu.') : ok({ id: attach });
      },
    });
    stubUploads();
    const dialog = await openCreate(user);
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText('Eklenecek dosyalar'), [PNG, pngFile('ikinci.png')]);
    await within(dialog).findByRole('radio', { name: 'ikinci.png kapak olsun' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Duyuru kaydedildi. Şu dosyalar eklenemedi: ikinci.png.');
    const files = within(dialog).getByRole('list', { name: 'Ekli dosyalar' });
    expect(within(files).queryByText('foto.png')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Kalan dosyaları yeniden dene' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('createAnnouncement')).toHaveLength(1);
    const attached = api.named('uploadAnnouncementMultimedia').map((c) => c.variables.inputModel);
    expect(attached).toMatchObject([
      { announcementId: 99, fileName: 'foto.png' },
      { announcementId: 99, fileName: 'ikinci.png' },
      { announcementId: 99, fileName: 'ikinci.png' },
    ]);
  });

  it('a double click on Kaydet creates the announcement once, Kaydet held while it is saved', async () => {
    const { api, user } = renderPage();
    const dialog = await openCreate(user);
    await fillRequired(user, dialog);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    // two clicks in one go, before the dialog draws the button disabled (a quick double click)
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(await screen.findByText('Duyuru oluşturuldu')).toBeInTheDocument();
    expect(api.named('createAnnouncement')).toHaveLength(1);
  });

  it('creates for a group once category, title, body and recipients are given, then reloads the list', async () => {
    const { api, user } = renderPage();
    const dialog = await openCreate(user);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Kategori/ }), 'Etkinlik');
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Bahar şenliği');
    await user.upload(within(dialog).getByLabelText('İçerik için görsel dosyası'), PNG);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'İçerik' }).querySelector('img')).not.toBeNull(),
    );
    await pressSaveRefused(user, dialog, () => api.named('createAnnouncement').length);
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Gruplar' }), 'Saha ekibi');
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

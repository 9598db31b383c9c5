import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { genderResource } from '@pano/contract';
import { lookupEntity } from '../core/lookupEntity.ts';
import { failed, graphql, ok, stubFetch, type RecordedCall } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { EntityListPage } from './EntityListPage.tsx';

const ACTIVE = [
  { id: 1, name: 'Erkek', isActive: true, rowVersion: '812' },
  { id: 2, name: 'Kadın', isActive: true },
];
const PASSIVE = [{ id: 3, name: 'Belirtilmemiş', isActive: false }];

type Mutation = (call: RecordedCall) => unknown;

interface ServerOptions {
  /** Answers every create, update and delete. */
  mutation?: Mutation;
  active?: typeof ACTIVE;
}

function server({ mutation = () => ok({ id: 9 }), active = ACTIVE }: ServerOptions) {
  return stubFetch((call) => {
    if (call.operationName !== 'genders') return graphql(call, mutation(call));
    const pager = call.variables.pagerModel as { isActive: boolean; searchText?: string };
    const rows = pager.searchText ? [] : pager.isActive ? active : PASSIVE;
    return graphql(call, ok(rows, rows.length));
  });
}

/** The genders screen over a stub server. */
function renderGenders(options: ServerOptions = {}) {
  const api = server(options);
  const user = userEvent.setup();
  renderScreen(<EntityListPage definition={lookupEntity('gender', genderResource)} />, {
    at: '/tanimlama/cinsiyet',
  });
  const openCreate = async () => {
    await user.click(await screen.findByRole('button', { name: 'Cinsiyet ekle' }));
    return screen.findByRole('dialog', { name: 'Cinsiyet ekle' });
  };
  return { api, user, openCreate };
}

const pagers = (calls: RecordedCall[]) =>
  calls.map((call) => call.variables.pagerModel as Record<string, unknown>);

describe('the generic list page (genders)', () => {
  it('lists the active rows of page 1 with the default page size', async () => {
    const { api } = renderGenders();
    expect(await screen.findByRole('cell', { name: 'Erkek' })).toBeInTheDocument();
    expect(pagers(api.named('genders'))[0]).toEqual({ pageNumber: 1, pageSize: 5, isActive: true });
    expect(api.calls[0]?.url).toBe('/graphql');
  });

  it('an empty list says there is nothing yet and offers to add the first one', async () => {
    const { user } = renderGenders({ active: [] });
    expect(await screen.findByText('Henüz kayıt yok (Cinsiyetler).')).toBeInTheDocument();
    // the spec's words come first (spec 000 §8), the hint after them
    expect(screen.getByText('Sonuç bulunamadı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İlk kaydı ekle' }));
    expect(await screen.findByRole('dialog', { name: 'Cinsiyet ekle' })).toBeInTheDocument();
  });

  it("an empty search says the spec's 'Sonuç bulunamadı.', then that nothing matches the search", async () => {
    const { api, user } = renderGenders();
    await screen.findByRole('cell', { name: 'Erkek' });
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'yok böyle');
    const hint = await screen.findByText('Aramanıza ve seçimlerinize uyan kayıt yok.');
    expect(pagers(api.named('genders')).at(-1)).toMatchObject({ searchText: 'yok böyle' });
    const words = screen.getByText('Sonuç bulunamadı.');
    expect(words.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a column header sorts the list on the server, ascending first, then the other way round', async () => {
    const { api, user } = renderGenders();
    await screen.findByRole('cell', { name: 'Erkek' });
    const header = screen.getByRole('columnheader', { name: 'Ad' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button', { name: 'Ad' }));
    await waitFor(() =>
      expect(pagers(api.named('genders')).at(-1)).toMatchObject({
        sortColumn: 'name',
        sortDescending: false,
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Ad' })).getByRole('button'));
    await waitFor(() =>
      expect(pagers(api.named('genders')).at(-1)).toMatchObject({ sortColumn: 'name', sortDescending: true }),
    );
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('remembers the page size a user picks for this list', async () => {
    window.localStorage.clear();
    const { api, user } = renderGenders();
    await screen.findByRole('cell', { name: 'Erkek' });
    await user.click(screen.getByRole('combobox', { name: /Sayfa başına satır/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(pagers(api.named('genders')).at(-1)).toMatchObject({ pageSize: 25 }));
    expect(window.localStorage.getItem('pano.pageSize.gender')).toBe('25');
    window.localStorage.clear();
  });

  it("'Pasifleri göster' asks for passive rows instead of active ones", async () => {
    const { api, user } = renderGenders();
    await screen.findByRole('cell', { name: 'Erkek' });
    await user.click(screen.getByRole('switch', { name: 'Pasifleri göster' }));
    expect(await screen.findByRole('cell', { name: 'Belirtilmemiş' })).toBeInTheDocument();
    expect(pagers(api.named('genders')).at(-1)).toMatchObject({ isActive: false, pageNumber: 1 });
  });

  it('create: save with an empty name says what is missing under the field and focuses it, sending nothing', async () => {
    const { api, user, openCreate } = renderGenders();
    const dialog = await openCreate();
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    const name = within(dialog).getByRole('textbox', { name: 'Ad' });
    // nothing is said before the field is touched or save is pressed
    expect(within(dialog).queryByText(/zorunlu/i)).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await within(dialog).findByText(/zorunlu/i)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.named('createGender')).toHaveLength(0);
    await user.type(name, 'Diğer');
    await waitFor(() => expect(within(dialog).queryByText(/zorunlu/i)).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('switch', { name: 'Aktif' })).not.toBeInTheDocument();
  });

  it('create: a counter shows near the name’s limit and the rule’s message past it, nothing is cut', async () => {
    const { user, openCreate } = renderGenders();
    const dialog = await openCreate();
    const name = within(dialog).getByRole('textbox', { name: 'Ad' });
    await user.click(name);
    await user.paste('a'.repeat(150));
    expect(within(dialog).queryByText(/karakter/)).not.toBeInTheDocument();
    await user.paste('a'.repeat(50));
    expect(await within(dialog).findByText('200 / 200 karakter')).toBeInTheDocument();
    await user.type(name, 'b');
    expect(name).toHaveValue(`${'a'.repeat(200)}b`);
    expect(await within(dialog).findByText(/200/)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rule’s message under the field when the name is emptied', async () => {
    const { user, openCreate } = renderGenders();
    const name = within(await openCreate()).getByRole('textbox', { name: 'Ad' });
    await user.type(name, 'x');
    await user.clear(name);
    expect(await screen.findByText('Ad: Bu alan zorunludur')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Ad: Bu alan zorunludur');
  });

  it('Escape closes an untouched dialog at once, and asks first once something was typed', async () => {
    const { api, user, openCreate } = renderGenders();
    await openCreate();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Diğer');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    expect(ask).toHaveTextContent('Yaptığınız değişiklikler kaydedilmedi. Kaydetmeden kapatılsın mı?');
    await user.click(within(ask).getByRole('button', { name: 'İptal' }));
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Diğer');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })).getByRole('button', {
        name: 'Kaydetmeden kapat',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('createGender')).toHaveLength(0);
  });

  it('a successful create toasts, closes the dialog and reloads on page 1', async () => {
    const { api, user, openCreate } = renderGenders();
    await user.type(within(await openCreate()).getByRole('textbox', { name: 'Ad' }), '  Diğer ');
    const before = api.named('genders').length;
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Cinsiyet oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.named('createGender')[0]?.variables).toEqual({ name: 'Diğer' });
    await waitFor(() => expect(api.named('genders').length).toBeGreaterThan(before));
    expect(pagers(api.named('genders')).at(-1)).toMatchObject({ pageNumber: 1 });
  });

  it("a failed save shows the server's first message and closes without reloading", async () => {
    const { api, user } = renderGenders({
      mutation: () => failed('Conflict', 'Bu ad ile bir kayıt zaten var.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Erkek düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cinsiyet düzenle' });
    expect(within(dialog).getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'x');
    const before = api.named('genders').length;
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu ad ile bir kayıt zaten var.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the version the row was read at goes with the save (a stale one is refused by the server)
    expect(api.named('updateGender')[0]?.variables).toEqual({
      id: 1,
      name: 'Erkekx',
      isActive: true,
      rowVersion: '812',
    });
    expect(api.named('genders')).toHaveLength(before);
  });

  it('a refusal about a field shows at that field, the dialog open and the input kept, without a toast', async () => {
    const taken = 'Ad: Bu değer zaten kullanılıyor';
    const { api, user } = renderGenders({
      mutation: () => ({
        ...failed('Validation', taken),
        messages: [{ code: 'Validation', message: taken, field: 'name' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Erkek düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cinsiyet düzenle' });
    const name = within(dialog).getByRole('textbox', { name: 'Ad' });
    await user.type(name, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(name).toHaveValue('Erkekx');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    // leaving the box keeps the message; pressing Kaydet again with the same input sends nothing
    await user.tab();
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(api.named('updateGender')).toHaveLength(1);
    // changing the value takes the message away and the next save goes out
    await user.type(name, 'y');
    expect(within(dialog).queryByText(taken)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('updateGender')).toHaveLength(2));
  });

  it('a save refused because someone saved the row since offers to reload it', async () => {
    const stale = 'Bu kayıt siz açtıktan sonra başka biri tarafından değiştirildi.';
    const { api, user } = renderGenders({ mutation: () => failed('Conflict', stale) });
    await user.click(await screen.findByRole('button', { name: 'Erkek düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cinsiyet düzenle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const toast = (await screen.findByText(stale)).closest('[role="alert"]') as HTMLElement;
    const before = api.named('genders').length;
    await user.click(within(toast).getByRole('button', { name: 'Yeniden yükle' }));
    await waitFor(() => expect(api.named('genders').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText(stale)).not.toBeInTheDocument());
  });

  it("a failure without a message says '400 Bad Request'", async () => {
    const { user } = renderGenders({ mutation: () => failed(null, null) });
    await user.click(await screen.findByRole('button', { name: 'Kadın sil' }));
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('400 Bad Request')).toBeInTheDocument();
  });

  it('delete asks for confirmation naming the item, then deletes it by id', async () => {
    const { api, user } = renderGenders();
    await user.click(await screen.findByRole('button', { name: 'Erkek sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cinsiyet sil' });
    expect(confirm).toHaveTextContent('"Erkek" silinecek. Emin misiniz?');
    expect(api.named('deleteGender')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Cinsiyet silindi')).toBeInTheDocument();
    expect(api.named('deleteGender')[0]?.variables).toEqual({ id: 1 });
  });

  it('a double click on Sil deletes once (issue 48, 6)', async () => {
    const { api, user } = renderGenders();
    await user.click(await screen.findByRole('button', { name: 'Erkek sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cinsiyet sil' });
    const remove = within(confirm).getByRole('button', { name: 'Sil' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    expect(await screen.findByText('Cinsiyet silindi')).toBeInTheDocument();
    expect(api.named('deleteGender')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { FormBuilderPage } from './FormBuilderPage.tsx';

const SAVED = {
  id: 3,
  name: 'Anket',
  categories: [
    {
      id: 1,
      name: 'Genel',
      position: 1,
      isActive: true,
      isPassived: false,
      items: [
        {
          id: 11,
          name: 'Adınız',
          description: null,
          isRequired: false,
          minRequiredLength: null,
          maxRequiredLength: null,
          position: 1,
          formElementId: 1,
          element: '',
          isDeleted: false,
          options: [],
        },
      ],
    },
  ],
};

function builder(structure: object = SAVED) {
  const api = stubFetch((call) => {
    if (call.operationName === 'formStructure') return graphql(call, ok(structure));
    if (call.operationName === 'buildCompleteForm') return graphql(call, ok({ id: 1 }));
    return graphql(call, ok(null));
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<FormBuilderPage />, {
    at: '/form/formlar/3/editform',
    route: '/form/formlar/:formId/editform',
    routes: [{ path: '/form/formlar', element: <p>Form listesi</p> }],
  });
  return { api, user };
}

/** Issue 26 §3.10: the builder's save, its preview, empty forms, section names and removals. */
describe('the form builder', () => {
  it('stays in the builder on Kaydet (reading the saved form back) and returns to the list on Kaydet ve çık', async () => {
    const { api, user } = builder();
    expect(await screen.findByRole('tab', { name: 'Genel' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Form kaydedildi')).toBeInTheDocument();
    expect(api.named('buildCompleteForm')).toHaveLength(1);
    await waitFor(() => expect(api.named('formStructure').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('tab', { name: 'Genel' })).toBeVisible();
    expect(screen.queryByText('Form listesi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kaydet ve çık' }));
    expect(await screen.findByText('Form listesi')).toBeVisible();
    expect(api.named('buildCompleteForm')).toHaveLength(2);
  }, 30_000);

  it('previews the unsaved form as employees see it, inside the builder', async () => {
    const { user } = builder();
    await screen.findByRole('tab', { name: 'Genel' });
    expect(screen.queryByRole('textbox', { name: 'Adınız' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Önizleme' }));
    expect(await screen.findByRole('textbox', { name: 'Adınız' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Adınız' }), 'Elif');
    expect(screen.getByRole('textbox', { name: 'Adınız' })).toHaveValue('Elif');
    await user.click(screen.getByRole('switch', { name: 'Önizleme' }));
    expect(await screen.findByRole('button', { name: 'Adınız düzenle' })).toBeVisible();
  }, 30_000);

  it('does not save an empty form, and says why', async () => {
    const { api, user } = builder({ id: 3, name: 'Anket', categories: [] });
    await user.click(await screen.findByRole('button', { name: 'Bölüm ekle' }));
    await user.type(screen.getByRole('textbox', { name: 'Bölüm adı' }), 'Genel');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('tab', { name: 'Genel' });
    expect(screen.queryByText('Boş form kaydedilemez: en az bir eleman ekleyin.')).toBeNull();
    // pressed, Kaydet says why instead of saving; so does Kaydet ve çık, which stays in the builder
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Boş form kaydedilemez: en az bir eleman ekleyin.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kaydet ve çık' }));
    expect(screen.queryByText('Form listesi')).toBeNull();
    expect(api.named('buildCompleteForm')).toHaveLength(0);
    // an element makes it whole: the message goes
    await user.click(screen.getByRole('button', { name: 'Metin kutusu ekle' }));
    const properties = await screen.findByRole('dialog', { name: 'Eleman özellikleri' });
    await user.click(within(properties).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.queryByText('Boş form kaydedilemez: en az bir eleman ekleyin.')).toBeNull(),
    );
  }, 30_000);

  it('keeps two sections from sharing a name', async () => {
    const { user } = builder();
    await user.click(await screen.findByRole('button', { name: 'Bölüm ekle' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bölüm adı' }), ' GENEL ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Bu formda bu adla bir bölüm zaten var')).toBeVisible();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Bölüm adı' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bölüm adı' }), 'Ek');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('tab', { name: 'Ek' })).toBeVisible();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    // renamed to the other's name in 'Bölümleri düzenle': told at the field, and nothing is saved
    await user.click(screen.getByRole('button', { name: 'Bölümleri düzenle' }));
    const edit = await screen.findByRole('dialog', { name: 'Bölümleri düzenle' });
    const names = within(edit).getAllByRole('textbox', { name: 'Bölüm adı' });
    await user.clear(names[1]!);
    await user.type(names[1]!, 'genel');
    expect(within(edit).getByText('Ad: Bu ad bu formda zaten kullanılıyor')).toBeVisible();
  }, 30_000);

  it('asks before deleting an element or a section, naming it', async () => {
    const { user } = builder();
    await user.click(await screen.findByRole('button', { name: 'Adınız sil' }));
    let ask = await screen.findByRole('dialog', { name: '“Adınız” silinsin mi?' });
    expect(ask).toHaveTextContent('Eleman formdan kaldırılır');
    await user.click(within(ask).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Adınız düzenle' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adınız sil' }));
    ask = await screen.findByRole('dialog', { name: '“Adınız” silinsin mi?' });
    await user.click(within(ask).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Adınız düzenle' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bölümleri düzenle' }));
    const edit = await screen.findByRole('dialog', { name: 'Bölümleri düzenle' });
    await user.click(within(edit).getByRole('button', { name: 'Genel bölümünü sil' }));
    ask = await screen.findByRole('dialog', { name: '“Genel” silinsin mi?' });
    expect(ask).toHaveTextContent('Bölüm ve içindeki 0 eleman formdan kaldırılır');
    await user.click(within(ask).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(within(edit).queryByRole('textbox', { name: 'Bölüm adı' })).toBeNull());
  }, 30_000);

  it('previews a date element as DD.MM.YYYY, not the browser’s date box, and says when the day is not real', async () => {
    const dated = structuredClone(SAVED);
    dated.categories[0]!.items[0] = {
      ...dated.categories[0]!.items[0]!,
      name: 'Başlangıç',
      formElementId: 7,
    };
    const { user } = builder(dated);
    await user.click(await screen.findByRole('switch', { name: 'Önizleme' }));
    const day = await screen.findByRole('textbox', { name: 'Başlangıç' });
    expect(day).toHaveAttribute('placeholder', 'GG.AA.YYYY');
    expect(day).not.toHaveAttribute('type', 'date');
    await user.type(day, '04032026');
    expect(day).toHaveValue('04.03.2026');
    expect(screen.queryByText('Geçerli bir gün girin (GG.AA.YYYY)')).toBeNull();
    await user.clear(day);
    await user.type(day, '31022026');
    expect(screen.getByText('Geçerli bir gün girin (GG.AA.YYYY)')).toBeVisible();
  }, 30_000);
});

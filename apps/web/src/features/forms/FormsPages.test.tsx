import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { FormBuilderPage } from './FormBuilderPage.tsx';
import { FormUserPage } from './FormUserPage.tsx';

const item = (id: number, name: string, formElementId: number, extra: object = {}) => ({
  id,
  name,
  description: null,
  isRequired: false,
  minRequiredLength: null,
  maxRequiredLength: null,
  position: id,
  formElementId,
  element: '',
  isDeleted: false,
  options: [],
  ...extra,
});

const SUBMISSION = {
  id: 9,
  formId: 3,
  isCompleted: false,
  completedDate: null,
  createTime: '2026-11-20T10:00:00Z',
  form: { name: 'Ekipman talep formu' },
  user: { fullName: 'Elif Çalışkan' },
  status: { id: 3, name: 'Reddedildi', isSuccess: false },
  approvals: [
    {
      id: 1,
      user: { fullName: 'Pano Admin' },
      commandType: { name: 'Reddet' },
      isProcessed: true,
      processedDate: '2026-11-21T10:00:00Z',
      description: 'Ekip adı eksik',
    },
  ],
  answers: [{ formItemId: 11, value: 'Satış' }],
  categories: [
    {
      id: 1,
      name: 'Genel',
      position: 1,
      isActive: true,
      isPassived: false,
      items: [item(11, 'Ekibiniz', 1), item(12, 'Eski soru', 1, { isDeleted: true })],
    },
    { id: 2, name: 'Kapalı', position: 2, isActive: false, isPassived: true, items: [item(21, 'Gizli', 1)] },
  ],
};

describe('forms pages', () => {
  it('shows a submission: trail, answers read-only, deleted items hidden, inactive tabs disabled', async () => {
    stubFetch((call) => graphql(call, ok(call.operationName === 'formUserDetail' ? SUBMISSION : null)));
    renderScreen(<FormUserPage />, {
      at: '/form/formlar/3/kullanicilar/9',
      route: '/form/formlar/:formId/kullanicilar/:formUserId',
    });
    expect(await screen.findByRole('textbox', { name: 'Ekibiniz' })).toHaveValue('Satış');
    // the title names the form and the person (issue 48, 12)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ekipman talep formu – Elif Çalışkan' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ekibiniz' })).toHaveAttribute('readonly');
    expect(screen.queryByText('Eski soru')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kapalı' })).toBeDisabled();
    const trail = screen.getByRole('table', { name: 'Onaylar' });
    expect(
      within(trail).getByRole('row', { name: /Pano Admin Reddet 21\.11\.2026.*Ekip adı eksik/ }),
    ).toBeVisible();
    expect(screen.getByText('Reddedildi')).toBeVisible();
    expect(screen.getByText('-')).toBeVisible();
    // back to this form's submissions, not to the route's template (issue 26 §1.2)
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute(
      'href',
      '/form/formlar/3/kullanicilar',
    );
  });

  it('shows the request its workflow runs under the approvals: state and trail', async () => {
    const request = {
      id: 5,
      kind: 'form',
      kindName: 'Form başvurusu',
      subjectId: 9,
      summary: 'Ekipman talep formu formu',
      requester: { id: 21, fullName: 'Elif Çalışkan' },
      workflowId: 8,
      workflowName: 'Yönetici onayı',
      state: 'rejected',
      stateName: 'Reddedildi',
      statusId: 3,
      statusName: 'Reddedildi',
      currentStepId: null,
      currentStepNumber: null,
      commands: [],
      waitingSince: null,
      stuckReason: null,
      stuckMessage: null,
      isCompleted: true,
      completedDate: '2026-11-21T10:00:00Z',
      createTime: '2026-11-20T10:00:00Z',
      approvals: [],
      waitingOn: [],
      trail: [
        {
          id: 1,
          event: 'decision',
          text: 'Pano Admin: Reddet (Ekip adı eksik)',
          stepNumber: 1,
          createTime: '2026-11-21T10:00:00Z',
        },
      ],
    };
    stubFetch((call) =>
      graphql(
        call,
        ok(
          call.operationName === 'formUserDetail'
            ? { ...SUBMISSION, workflowRequest: { id: 5 } }
            : call.operationName === 'workflowRequest'
              ? request
              : null,
        ),
      ),
    );
    renderScreen(<FormUserPage />, {
      at: '/form/formlar/3/kullanicilar/9',
      route: '/form/formlar/:formId/kullanicilar/:formUserId',
    });
    const process = await screen.findByRole('region', { name: 'Onay süreci' });
    expect(await within(process).findByText('Pano Admin: Reddet (Ekip adı eksik)')).toBeVisible();
    expect(within(process).queryByRole('button')).not.toBeInTheDocument();
    // one 'Onay süreci', holding the approvals too (issue 48, 12)
    expect(screen.getAllByRole('heading', { name: 'Onay süreci' })).toHaveLength(1);
    expect(within(process).getByRole('table', { name: 'Onaylar' })).toBeVisible();
  });

  it('builds a form: needs a category first, refuses repeated options, saves the whole form, shows the server’s places', async () => {
    const api = stubFetch((call) => {
      if (call.operationName === 'formStructure')
        return graphql(call, ok({ id: 3, name: 'Anket', categories: [] }));
      if (call.operationName === 'buildCompleteForm')
        return graphql(call, {
          isSuccess: false,
          message: 'Ad: Bu alan zorunludur',
          messages: [{ code: 'Validation', message: 'Sunucu: ad', field: 'categories.0.items.0.name' }],
          data: null,
        });
      return graphql(call, ok(null));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<FormBuilderPage />, {
      at: '/form/formlar/3/editform',
      route: '/form/formlar/:formId/editform',
    });
    await user.click(await screen.findByRole('button', { name: 'Açılır liste ekle' }));
    expect(
      await screen.findByText('Elemanlar bölümlerin içinde durur. Başlamak için bir bölüm ekleyin.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bölüm ekle' }));
    await user.type(screen.getByRole('textbox', { name: 'Bölüm adı' }), 'Genel');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    await user.click(await screen.findByRole('button', { name: 'Açılır liste ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eleman özellikleri' });
    // the new element's name is where typing goes
    await vi.waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Ad' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Servis');
    await user.click(within(dialog).getByRole('button', { name: 'Seçenek ekle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Seçenek ekle' }));
    const values = within(dialog).getAllByRole('textbox', { name: 'Değer' });
    // new empty options are not red before anything was typed in them (issue 26 §3.12)
    expect(values[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Bu alan zorunludur')).toBeNull();
    await user.type(values[0]!, 'Sabah');
    await user.type(values[1]!, 'sabah');
    expect(within(dialog).getByText('Benzersiz olmalı')).toBeVisible();
    // Save stays enabled: pressed, it keeps the dialog with the message at the option
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText('Benzersiz olmalı')).toBeVisible();
    // Escape with changes asks first; 'İptal' goes back to the dialog with the input kept
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(ask).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(values[0]).toHaveValue('Sabah');
    await user.clear(values[1]!);
    await user.type(values[1]!, 'Akşam');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.named('buildCompleteForm')).toHaveLength(1));
    expect(api.named('buildCompleteForm')[0]?.variables.inputModel).toEqual({
      formId: 3,
      categories: [
        {
          name: 'Genel',
          position: 1,
          isActive: true,
          isPassived: false,
          isEdited: false,
          items: [
            expect.objectContaining({
              name: 'Servis',
              formElementId: 3,
              isDeleted: false,
              options: [
                { value: 'Sabah', point: 1, position: 1, isEdited: false, isDeleted: false },
                { value: 'Akşam', point: 2, position: 2, isEdited: false, isDeleted: false },
              ],
            }),
          ],
        },
      ],
    });
    // the server's message lands on the element: its card is marked, its dialog shows it on the field
    await user.click(await screen.findByRole('button', { name: 'Servis düzenle' }));
    const properties = await screen.findByRole('dialog', { name: 'Eleman özellikleri' });
    expect(await within(properties).findByText('Sunucu: ad')).toBeVisible();
  }, 60_000);

  it('asks before leaving the builder with unsaved changes', async () => {
    stubFetch((call) =>
      graphql(
        call,
        ok(call.operationName === 'formStructure' ? { id: 3, name: 'Anket', categories: [] } : null),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<FormBuilderPage />, {
      at: '/form/formlar/3/editform',
      route: '/form/formlar/:formId/editform',
      routes: [{ path: '/form/formlar', element: <p>Form listesi</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Bölüm ekle' }));
    await user.type(screen.getByRole('textbox', { name: 'Bölüm adı' }), 'Genel');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    await user.click(await screen.findByRole('link', { name: 'Geri' }));
    const ask = await screen.findByRole('dialog', { name: 'Değişiklikler kaydedilmedi' });
    await user.click(within(ask).getByRole('button', { name: 'İptal' }));
    expect(await screen.findByRole('tab', { name: 'Genel' })).toBeVisible();
    await user.click(await screen.findByRole('link', { name: 'Geri' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Değişiklikler kaydedilmedi' })).getByRole('button', {
        name: 'Çık',
      }),
    );
    expect(await screen.findByText('Form listesi')).toBeVisible();
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { disastersRegistry } from './registry.ts';
import { pressSaveRefused } from '../../test/dialogs.ts';

const DISASTERS = [
  {
    id: 3,
    title: 'Sel',
    createTime: '2026-11-20T08:00:00Z',
    userCount: 40,
    readCount: 12,
    needsHelpCount: 2,
  },
];

function renderList(createDisaster?: () => unknown) {
  const api = stubFetch((call) => {
    if (createDisaster && call.operationName === 'createDisaster') return graphql(call, createDisaster());
    switch (call.operationName) {
      case 'disasters':
        return graphql(call, ok(DISASTERS, 1));
      case 'groups':
        return graphql(call, ok([{ id: 4, name: 'Saha Ekibi' }], 1));
      case 'users':
        return graphql(call, ok([{ id: 9, name: 'Ayşe', surname: 'Yılmaz' }], 1));
      default:
        return graphql(call, ok({ id: 77 }));
    }
  });
  renderScreen(<RegistryScreen definition={disastersRegistry.disasters} />, { at: '/afet/afetler' });
  return { api, user: userEvent.setup() };
}

describe('disasters list (/afet/afetler)', () => {
  it('lists 5 a page, newest first, with counts and a link to the detail', async () => {
    const { api } = renderList();
    const row = await screen.findByRole('row', { name: /Sel/ });
    expect(row).toHaveTextContent('Sel20.11.2026' + '40' + '12' + '2');
    expect(within(row).getByRole('link', { name: 'Sel ayrıntıları' })).toHaveAttribute(
      'href',
      '/afet/afetler/3',
    );
    expect(api.named('disasters')[0]?.variables.pagerModel).toMatchObject({
      pageSize: 5,
      pageNumber: 1,
      sortColumn: 'createTime',
      sortDescending: true,
    });
  });

  it('sends to a group with the nested inputModel; users and groups never both', async () => {
    const { api, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Afet ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Afet ekle' });
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Başlık' }), 'Deprem');
    await user.type(within(dialog).getByRole('textbox', { name: 'İçerik' }), 'İyi misiniz?');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kullanıcılar' }));
    await user.click(await screen.findByRole('option', { name: 'Ayşe Yılmaz' }));
    await waitFor(() => expect(save).toBeEnabled());

    // switching to groups drops the chosen users
    await user.click(within(dialog).getByRole('radio', { name: 'Gruplar' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Kullanıcılar' })).not.toBeInTheDocument();
    await pressSaveRefused(user, dialog, () => api.named('createDisaster').length);
    await user.click(within(dialog).getByRole('combobox', { name: 'Gruplar' }));
    await user.click(await screen.findByRole('option', { name: 'Saha Ekibi' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Afet bildirimi gönderildi')).toBeInTheDocument();
    expect(api.named('createDisaster')[0]?.variables).toEqual({
      title: 'Deprem',
      body: 'İyi misiniz?',
      userIds: [],
      groupIds: [4],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.named('disasters').length).toBeGreaterThan(1));
  });

  it('a refusal about a recipient field shows at it, the dialog open and the input kept (issue 26 §1.3)', async () => {
    const refused = 'Kullanıcılar: Böyle bir kayıt yok';
    const { api, user } = renderList(() => ({
      isSuccess: false,
      message: refused,
      messages: [{ code: 'Validation', message: refused, field: 'userIds' }],
      data: null,
    }));
    await user.click(await screen.findByRole('button', { name: 'Afet ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Afet ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Başlık' }), 'Deprem');
    await user.type(within(dialog).getByRole('textbox', { name: 'İçerik' }), 'İyi misiniz?');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kullanıcılar' }));
    await user.click(await screen.findByRole('option', { name: 'Ayşe Yılmaz' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Başlık' })).toHaveValue('Deprem');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.named('createDisaster')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pressSaveRefused } from '../../test/dialogs.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { leaveRegistry } from './registry.ts';

const TYPES = [
  {
    id: 1,
    name: 'Yıllık izin',
    drawsOn: 'annual',
    yearlyDays: null,
    roles: [{ id: 40, roleId: 5, workflowId: 8, role: { name: 'Personel' } }],
  },
  { id: 2, name: 'Mazeret izni', drawsOn: 'own', yearlyDays: 5, roles: [] },
];

/** Leave types with their roles; Personel (5) has four active employees, Editor (6) none. */
function renderTypes() {
  const api = stubFetch((call) => {
    switch (call.operationName) {
      case 'permissionTypes':
        return graphql(call, ok(TYPES, TYPES.length));
      case 'roles':
        return graphql(
          call,
          ok(
            [
              { id: 5, name: 'Personel' },
              { id: 6, name: 'Editor' },
            ],
            2,
          ),
        );
      case 'workflows':
        return graphql(
          call,
          ok(
            [
              { id: 8, name: 'Yönetici onayı' },
              { id: 9, name: 'İK onayı' },
            ],
            2,
          ),
        );
      case 'appAudience': {
        const { roleIds } = (call.variables as { inputModel: { roleIds: number[] } }).inputModel;
        return graphql(call, ok({ count: roleIds.includes(5) ? 4 : 0, users: [] }));
      }
      default:
        return graphql(call, ok({ id: 99 }));
    }
  });
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={leaveRegistry.leaveTypes} />, { at: '/izin/tipler' });
  return { api, user };
}

describe('leave types: whom they reach (issue 48 §1)', () => {
  it("the status says how many may request a type, or 'Kimseye görünmüyor' without a role", async () => {
    renderTypes();
    const annual = await screen.findByRole('row', { name: /Yıllık izin/ });
    expect(await within(annual).findByText('Yayında · 4 kişi')).toBeInTheDocument();
    const excuse = screen.getByRole('row', { name: /Mazeret izni/ });
    expect(within(excuse).getByText('Kimseye görünmüyor')).toBeInTheDocument();
  });

  it('create: the roles chosen are linked to the new type with the workflow chosen, which they require', async () => {
    const { api, user } = renderTypes();
    await user.click(await screen.findByRole('button', { name: 'İzin tipi ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Doğum izni');
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    const audience = within(dialog).getByRole('region', { name: 'Kim görecek?' });
    expect(await within(audience).findByText('4 etkin çalışan görecek.')).toBeInTheDocument();
    // a role without a workflow cannot be given: nothing is sent
    await pressSaveRefused(user, dialog, () => api.named('createPermissionType').length);
    expect(within(dialog).getByText(/Bu alan zorunludur/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Eklenen rollerin iş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'İK onayı' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin tipi oluşturuldu')).toBeInTheDocument();
    expect(api.named('createPermissionType')[0]?.variables).toEqual({
      name: 'Doğum izni',
      drawsOn: 'annual',
      yearlyDays: null,
    });
    expect(api.named('createPermissionTypeRole').map((call) => call.variables)).toEqual([
      { permissionTypeId: 99, roleId: 5, workflowId: 9 },
    ]);
  });

  it('edit: starts from the first role’s workflow; an added role takes it, a removed one is deleted', async () => {
    const { api, user } = renderTypes();
    await user.click(await screen.findByRole('button', { name: 'Yıllık izin düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İzin tipi düzenle' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Eklenen rollerin iş akışı' })).toHaveTextContent(
        'Yönetici onayı',
      ),
    );
    const personel = await within(dialog).findByRole('button', { name: 'Personel' });
    await user.click(within(personel).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    const audience = within(dialog).getByRole('region', { name: 'Kim görecek?' });
    expect(
      await within(audience).findByText(
        'Kimse görmeyecek: rol seçilmedi ya da seçilenlerde etkin çalışan yok.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin tipi güncellendi')).toBeInTheDocument();
    expect(api.named('createPermissionTypeRole').map((call) => call.variables)).toEqual([
      { permissionTypeId: 1, roleId: 6, workflowId: 8 },
    ]);
    expect(api.named('deletePermissionTypeRole').map((call) => call.variables)).toEqual([{ id: 40 }]);
    expect(api.named('updatePermissionType')).toHaveLength(0);
  });
});

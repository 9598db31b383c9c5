import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { pressSaveRefused } from '../../test/dialogs.ts';
import { recruitmentArea } from './recruitment.area.ts';
import { recruitmentRegistry } from './registry.ts';

const renderAt = (at: string) => renderArea(recruitmentArea, recruitmentRegistry, at);

const RATING_TYPES = [{ id: 3, name: 'Teknik mülakat', isActive: true }];
const ITEMS = [
  { id: 31, name: 'Alan bilgisi', isActive: true, ratingTypeId: 3 },
  { id: 32, name: 'Problem çözme', isActive: true, ratingTypeId: 3 },
];
const STATUSES = [{ id: 7, name: 'Lisans', isActive: true }];
const ROLES = [
  { id: 5, name: 'Personel' },
  { id: 6, name: 'Editor' },
];
const WORKFLOWS = [{ id: 8, name: 'Yönetici ve İK onayı' }];
const MAPPINGS = [
  {
    id: 12,
    roleId: 5,
    workflowId: 8,
    role: { name: 'Personel' },
    workflow: { name: 'Yönetici ve İK onayı' },
  },
];

const passive = (variables: Record<string, unknown>) =>
  (variables.pagerModel as { isActive?: boolean } | undefined)?.isActive === false;

function server() {
  return stubFetch((call) => {
    switch (call.operationName) {
      case 'ratingTypes':
        return graphql(call, ok(RATING_TYPES, 1));
      case 'ratingType':
        return graphql(call, ok(RATING_TYPES[0]));
      case 'ratingItems':
        return graphql(call, ok(ITEMS, 2));
      case 'educationStatuses':
        return graphql(call, passive(call.variables) ? ok([], 0) : ok(STATUSES, 1));
      case 'roles':
        return graphql(call, ok(ROLES, 2));
      case 'workflows':
        return graphql(call, ok(WORKFLOWS, 1));
      case 'staffDemandRoles':
        return graphql(call, ok(MAPPINGS, 1));
      default:
        return graphql(call, ok({ id: 1 }));
    }
  });
}

describe('recruitment definitions', () => {
  it("a lookup: 'Aktif' only when editing, 'Pasifleri göster' asks for the passive ones, no delete", async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/isealim/tanimlamalar/egitimdurumu');
    expect(await screen.findByRole('cell', { name: 'Lisans' })).toBeInTheDocument();
    expect(api.named('educationStatuses')[0]?.variables.pagerModel).toMatchObject({
      pageNumber: 1,
      isActive: true,
    });
    expect(screen.queryByRole('button', { name: 'Lisans sil' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eğitim durumu ekle' }));
    const create = await screen.findByRole('dialog', { name: 'Eğitim durumu ekle' });
    expect(within(create).queryByRole('switch', { name: 'Aktif' })).not.toBeInTheDocument();
    await pressSaveRefused(user, create, () => api.named('createEducationStatus').length);
    expect(within(create).getByText('Ad: Bu alan zorunludur')).toBeInTheDocument();
    await user.type(within(create).getByRole('textbox', { name: 'Ad' }), 'Yüksek lisans');
    await user.click(within(create).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Eğitim durumu oluşturuldu')).toBeInTheDocument();
    expect(api.named('createEducationStatus')[0]?.variables).toEqual({ name: 'Yüksek lisans' });

    await user.click(screen.getByRole('button', { name: 'Lisans düzenle' }));
    const edit = await screen.findByRole('dialog', { name: 'Eğitim durumu düzenle' });
    await user.click(within(edit).getByRole('switch', { name: 'Aktif' }));
    await user.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Eğitim durumu güncellendi')).toBeInTheDocument();
    expect(api.named('updateEducationStatus')[0]?.variables).toMatchObject({
      id: 7,
      name: 'Lisans',
      isActive: false,
    });

    await user.click(screen.getByRole('switch', { name: 'Pasifleri göster' }));
    await waitFor(() =>
      expect(api.named('educationStatuses').at(-1)?.variables.pagerModel).toMatchObject({ isActive: false }),
    );
  });

  it('a rating type links to its criteria; they are listed and made under it, back to the types', async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/isealim/degerlendirmeler/kritertipleri');
    await user.click(await screen.findByRole('link', { name: 'Teknik mülakat kriterleri' }));
    expect(await screen.findByRole('heading', { name: 'Teknik mülakat: Kriterler' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Problem çözme' })).toBeInTheDocument();
    expect(api.named('ratingItems')[0]?.variables.pagerModel).toMatchObject({
      ratingTypeId: 3,
      isActive: true,
    });
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute(
      'href',
      '/isealim/degerlendirmeler/kritertipleri',
    );

    await user.click(screen.getByRole('button', { name: 'Kriter ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kriter ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'İletişim');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kriter oluşturuldu')).toBeInTheDocument();
    expect(api.named('createRatingItem')[0]?.variables).toEqual({ name: 'İletişim', ratingTypeId: 3 });
  });

  it('the staff-demand workflows: id, role and workflow; both required; delete asks', async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/isealim/tanimlamalar/isakislari');
    expect(await screen.findByRole('row', { name: /12 Personel Yönetici ve İK onayı/ })).toBeInTheDocument();
    expect(api.named('staffDemandRoles')[0]?.variables.pagerModel).toMatchObject({
      pageNumber: 1,
      sortColumn: 'id',
    });

    await user.click(screen.getByRole('button', { name: 'Talep iş akışı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talep iş akışı ekle' });
    await pressSaveRefused(user, dialog, () => api.named('createStaffDemandRole').length);
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'İş akışı' }));
    await user.click(await screen.findByRole('option', { name: 'Yönetici ve İK onayı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Talep iş akışı oluşturuldu')).toBeInTheDocument();
    expect(api.named('createStaffDemandRole')[0]?.variables).toEqual({ roleId: 6, workflowId: 8 });

    await user.click(screen.getByRole('button', { name: 'Personel sil' }));
    const confirm = await screen.findByRole('dialog');
    expect(api.named('deleteStaffDemandRole')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Talep iş akışı silindi')).toBeInTheDocument();
    expect(api.named('deleteStaffDemandRole')[0]?.variables).toEqual({ id: 12 });
  });
});

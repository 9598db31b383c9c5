import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch, type RecordedCall } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { dynamicPartsRegistry } from './registry.ts';

const PARTS = [
  {
    id: 4,
    name: 'Son duyurular',
    title: 'Son duyurular',
    position: 1,
    source: 'Kategoriye göre duyurular',
    targetComponent: 'AnnouncementsByCategory',
    viewType: 2,
    targetPayload: JSON.stringify({ pageSize: 5, sortDescending: '1', categoryIds: [3], lastDays: 30 }),
    logoPath: null,
    headerColor: '#1565C0',
    backgroundColor: null,
    fontColor: null,
    startDate: null,
    endDate: null,
    users: [],
    groups: [{ id: 70, groupId: 9, group: { name: 'Gönüllüler' } }],
    roles: [{ id: 80, roleId: 2, role: { name: 'Personel' } }],
  },
];

type Handler = (call: RecordedCall) => unknown;

function renderParts(handlers: Record<string, Handler> = {}) {
  const api = stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = handlers[name];
    if (own) return graphql(call, own(call));
    switch (name) {
      case 'dynamicParts':
        return graphql(call, ok(PARTS, PARTS.length));
      case 'dynamicPartTargetComponents':
        return graphql(
          call,
          ok([{ id: 1, key: 'AnnouncementsByCategory', name: 'Kategoriye göre duyurular' }]),
        );
      case 'categories':
        return graphql(
          call,
          ok(
            [
              { id: 3, name: 'Haberler' },
              { id: 5, name: 'Etkinlikler' },
            ],
            2,
          ),
        );
      case 'announcements':
        return graphql(call, ok([{ id: 40, title: 'Bahar şenliği' }], 1));
      case 'roles':
        return graphql(
          call,
          ok(
            [
              { id: 1, name: 'Admin' },
              { id: 2, name: 'Personel' },
            ],
            2,
          ),
        );
      case 'appAudience': {
        // Personel (2) has three active employees, the rest none
        const { roleIds } = (call.variables as { inputModel: { roleIds: number[] } }).inputModel;
        return graphql(call, ok({ count: roleIds.includes(2) ? 3 : 0, users: [] }));
      }
      default:
        return graphql(call, ok({ id: 99 }, 0));
    }
  });
  const user = userEvent.setup();
  renderScreen(<RegistryScreen definition={dynamicPartsRegistry.dynamicParts} />, {
    at: '/dinamik-alan/dinamik-alanlar',
  });
  return { api, user };
}

describe('dynamic parts (/dinamik-alan/dinamik-alanlar)', () => {
  it('lists name, title, source and status with whom it reaches', async () => {
    renderParts();
    const row = await screen.findByRole('row', { name: /Son duyurular/ });
    expect(within(row).getByText('Kategoriye göre duyurular')).toBeInTheDocument();
    expect(await within(row).findByText('Yayında · 3 kişi')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kaynak' })).toBeInTheDocument();
  });

  it('create: categories, at most 10 (said at the box), the last N days and the roles go with the create', async () => {
    const { api, user } = renderParts();
    await user.click(await screen.findByRole('button', { name: 'Dinamik alan ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dinamik alan ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Haber kutusu');
    await user.type(within(dialog).getByRole('textbox', { name: 'Başlık' }), 'Haberler');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kategoriler' }));
    await user.click(await screen.findByRole('option', { name: 'Haberler' }));
    const size = within(dialog).getByRole('spinbutton', { name: 'Sayfa boyutu' });
    await user.clear(size);
    await user.type(size, '12');
    expect(within(dialog).getByText('Sayfa boyutu: En fazla 10 olabilir')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(api.named('createDynamicPart')).toHaveLength(0);
    await user.clear(size);
    await user.type(size, '3');
    expect(within(dialog).queryByText('Sayfa boyutu: En fazla 10 olabilir')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Son N gün' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Son gün sayısı' }), '30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Dinamik alan oluşturuldu')).toBeInTheDocument();
    const sent = api.named('createDynamicPart')[0]?.variables as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Haber kutusu',
      title: 'Haberler',
      targetComponent: 'AnnouncementsByCategory',
      viewType: 2,
      roleIds: [2],
    });
    expect(JSON.parse(String(sent.targetPayload))).toEqual({
      pageSize: 3,
      sortDescending: '1',
      startDate: null,
      endDate: null,
      lastDays: 30,
      categoryIds: [3],
      pinnedAnnouncementIds: [],
    });
  });

  it('edit: who sees it is saved as differences; the part itself is not updated when only they change', async () => {
    const { api, user } = renderParts();
    await user.click(await screen.findByRole('button', { name: /Son duyurular.*düzenle/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Son N gün' })).toBeChecked();
    await user.click(
      within(within(dialog).getByRole('button', { name: 'Personel' })).getByTestId('CancelIcon'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Roller' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Dinamik alan güncellendi')).toBeInTheDocument();
    expect(api.named('createDynamicPartRole').map((call) => call.variables)).toEqual([
      { dynamicPartId: 4, roleId: 1 },
    ]);
    expect(api.named('deleteDynamicPartRole').map((call) => call.variables)).toEqual([{ id: 80 }]);
    expect(api.named('deleteDynamicPartGroup')).toHaveLength(0);
    expect(api.named('updateDynamicPart')).toHaveLength(0);
  });
});

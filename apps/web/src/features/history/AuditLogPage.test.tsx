import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { historyArea } from './history.area.ts';
import { historyRegistry } from './registry.ts';

export const ROWS = [
  {
    id: 7,
    at: '2026-11-20T08:30:00.000Z',
    userId: 1,
    userName: 'Pano Admin',
    channel: 'panel',
    address: '10.0.0.7',
    area: 'people',
    entity: 'User',
    entityId: 5,
    action: 'update',
    changes: { departmentId: { old: 2, new: 3 }, name: { old: 'Ayşe', new: 'Ayşegül' } },
  },
  {
    id: 6,
    at: '2026-11-20T08:00:00.000Z',
    userId: null,
    userName: null,
    channel: 'system',
    address: null,
    area: 'requests',
    entity: 'WorkflowRequest',
    entityId: 9,
    action: 'approve',
    changes: {},
  },
];

describe('the change history (/ayarlar/gecmis)', () => {
  it('lists the rows in the reader’s words and sends the URL’s filters to the list and the export', async () => {
    const api = stubFetch((call) =>
      graphql(
        call,
        call.operationName === 'exportAuditLogs'
          ? ok({ fileName: 'gecmis.xlsx', contentType: 'application/octet-stream', fileBase64String: '' })
          : ok(ROWS, ROWS.length),
      ),
    );
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis?entity=User&entityId=5');
    const table = await screen.findByRole('table', { name: 'Değişiklik geçmişi' });
    expect(await within(table).findByRole('cell', { name: 'Güncelleme' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Onay' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Sistem' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Pano Admin' })).toBeInTheDocument();
    expect(api.named('auditLogs')[0]?.variables.pagerModel).toMatchObject({
      entity: 'User',
      entityId: 5,
      sortColumn: 'id',
      sortDescending: true,
      pageNumber: 1,
    });
    await user.click(screen.getByRole('combobox', { name: 'İşlem' }));
    await user.click(await screen.findByRole('option', { name: 'Silme' }));
    await waitFor(() =>
      expect(api.named('auditLogs').at(-1)?.variables.pagerModel).toMatchObject({
        entity: 'User',
        entityId: 5,
        action: 'delete',
      }),
    );
    await user.click(screen.getByRole('button', { name: "Excel'e aktar" }));
    await waitFor(() => expect(api.named('exportAuditLogs')).toHaveLength(1));
    const exported = api.named('exportAuditLogs')[0]?.variables.pagerModel as Record<string, unknown>;
    expect(exported).toMatchObject({ entity: 'User', entityId: 5, action: 'delete' });
    expect(exported.pageNumber).toBeUndefined();
  });

  it('clears the filters, back to every row', async () => {
    const api = stubFetch((call) => graphql(call, ok(ROWS, ROWS.length)));
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis?area=people&dateFrom=2026-11-01');
    await screen.findByRole('table', { name: 'Değişiklik geçmişi' });
    expect(api.named('auditLogs')[0]?.variables.pagerModel).toMatchObject({
      area: 'people',
      dateFrom: '2026-11-01',
    });
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => {
      const pager = api.named('auditLogs').at(-1)?.variables.pagerModel as Record<string, unknown>;
      expect(pager.area).toBeUndefined();
      expect(pager.dateFrom).toBeUndefined();
    });
  });

  it('takes its days as GG.AA.YYYY in two boxes side by side, and shows a day from the URL the same way', async () => {
    const api = stubFetch((call) => graphql(call, ok(ROWS, ROWS.length)));
    const user = userEvent.setup();
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis?dateFrom=2026-11-01');
    const days = await screen.findByRole('group', { name: 'Gün aralığı' });
    const from = within(days).getByRole('textbox', { name: 'Başlangıç günü' });
    const to = within(days).getByRole('textbox', { name: 'Bitiş günü' });
    expect(from).toHaveValue('01.11.2026');
    expect(to).toHaveAttribute('placeholder', 'GG.AA.YYYY');
    await user.type(to, '3111');
    expect(to).toHaveValue('31.11');
    await user.type(to, '2026');
    expect(await screen.findByText('Geçerli bir gün girin')).toBeVisible();
    await user.clear(to);
    await user.type(to, '05112026');
    expect(to).toHaveValue('05.11.2026');
    await waitFor(() =>
      expect(api.named('auditLogs').at(-1)?.variables.pagerModel).toMatchObject({
        dateFrom: '2026-11-01',
        dateTo: '2026-11-05',
      }),
    );
    expect(
      api
        .named('auditLogs')
        .some((call) => (call.variables.pagerModel as { dateTo?: string }).dateTo === '2026-11-31'),
    ).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(from).toHaveValue(''));
    expect(to).toHaveValue('');
  });

  it('links a record’s number to its own screen, and leaves it text where the record has none', async () => {
    const rows = [
      ...ROWS,
      { ...ROWS[0], id: 5, area: 'announcements', entity: 'Announcement', entityId: 12, action: 'create' },
    ];
    stubFetch((call) => graphql(call, ok(rows, rows.length)));
    renderArea(historyArea, historyRegistry, '/ayarlar/gecmis');
    const table = await screen.findByRole('table', { name: 'Değişiklik geçmişi' });
    expect(await within(table).findByRole('link', { name: '9' })).toHaveAttribute(
      'href',
      '/surec/surecler/9',
    );
    expect(within(table).getByRole('link', { name: '12' })).toHaveAttribute('href', '/duyuru/duyurular/12');
    // a user has no screen of their own (their detail is a dialog on the list)
    expect(within(table).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: '5' })).toBeNull();
  });
});

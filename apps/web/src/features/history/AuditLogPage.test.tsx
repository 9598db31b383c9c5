import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Permission } from '@pano/contract';
import { userEvent } from '../test/user.ts';
import { graphql, ok, stubFetch } from '../test/fetchStub.ts';
import { renderScreen } from '../test/renderScreen.tsx';
import { PermissionsProvider, ScreenArea } from '../state/permissions.tsx';
import { ExportComplaintsDocument } from '../graphql/generated/complaints.ts';
import { securityEventDefinition } from '../features/security/securityEvents.ts';
import type { EntityDefinition } from '../crud/core/definition.ts';
import { EntityListPage } from '../crud/views/EntityListPage.tsx';
import { listExportButton } from '../crud/views/listExportButton.tsx';

const download = vi.hoisted(() => vi.fn());
vi.mock('../components/downloadFile.ts', () => ({ downloadFile: download }));

const FILE = {
  fileName: 'güvenlik-kayıtları-2026-12-08.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileBase64String: 'UEsDBA==',
};

const EVENT = {
  id: 7,
  createTime: '2026-12-08T09:15:00Z',
  kind: 'signInFailed',
  user: { fullName: 'Ayşe Yılmaz' },
  identifier: 'ayse@pano.local',
  channel: 'panel',
  address: '192.168.1.20',
  actorUser: null,
};

function server() {
  return stubFetch((call) => {
    if (call.operationName === 'exportList') return graphql(call, ok(FILE));
    return graphql(call, ok([EVENT], 1));
  });
}

/** A generic list (the security events) for a role holding these permissions of its area. */
function renderList(actions: string[], definition: EntityDefinition = securityEventDefinition) {
  const api = server();
  const permissions: Permission[] = actions.map((action) => ({ area: 'security', action }));
  renderScreen(
    <PermissionsProvider permissions={permissions}>
      <ScreenArea area="security">
        <EntityListPage definition={definition} />
      </ScreenArea>
    </PermissionsProvider>,
    { at: '/guvenlik?kindCode=2&q=192.168', route: '/guvenlik' },
  );
  return { api, user: userEvent.setup() };
}

describe('every generic list exports to Excel (docs/exports.md)', () => {
  it('shows no export button without the area’s export permission', async () => {
    renderList(['read']);
    expect(await screen.findByRole('cell', { name: 'Hatalı giriş' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Excel'e aktar" })).toBeNull();
  });

  it('exports the list as shown: its filter, search and sort, not its page; its columns and words', async () => {
    download.mockClear();
    const { api, user } = renderList(['read', 'export']);
    await screen.findByRole('cell', { name: 'Hatalı giriş' });
    await user.click(screen.getByRole('button', { name: "Excel'e aktar" }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(FILE));
    const input = api.named('exportList')[0]?.variables.inputModel as Record<string, unknown>;
    expect(input).toMatchObject({
      list: 'securityEvents',
      pagerModel: { kindCode: 2, searchText: '192.168', sortColumn: 'createTime', sortDescending: true },
      title: 'Güvenlik kayıtları',
      timeZone: expect.any(String),
    });
    expect(input.pagerModel).not.toHaveProperty('pageNumber');
    expect(input.pagerModel).not.toHaveProperty('pageSize');
    const columns = input.columns as { path: string; header: string; kind?: string; labels?: unknown[] }[];
    expect(columns.map((column) => column.path)).toEqual(
      securityEventDefinition.list.columns.map((column) => column.path),
    );
    // the headers the table shows, dates as times, the kinds in the reader's words
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    for (const column of columns) expect(headers).toContain(column.header);
    expect(columns[0]).toMatchObject({ path: 'createTime', kind: 'time' });
    expect(columns[1]?.labels).toContainEqual({ value: 'signInFailed', label: 'Hatalı giriş' });
  });

  it('a list with an export of its own shows that one only', async () => {
    const own = listExportButton(ExportComplaintsDocument, 'complaints.export');
    const definition = {
      ...securityEventDefinition,
      list: { ...securityEventDefinition.list, toolbar: [own] },
    };
    const { api, user } = renderList(['read', 'export'], definition);
    await screen.findByRole('cell', { name: 'Hatalı giriş' });
    const buttons = screen.getAllByRole('button', { name: "Excel'e aktar" });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(api.named('exportComplaints')).toHaveLength(1));
    expect(api.named('exportList')).toHaveLength(0);
  });
});

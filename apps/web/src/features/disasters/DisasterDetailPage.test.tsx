import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { DisasterDetailPage } from './DisasterDetailPage.tsx';

const READ_AT = new Date(2026, 10, 21, 9, 5, 7).toISOString();
const RECIPIENTS = [
  {
    id: 1,
    isRead: true,
    readDate: READ_AT,
    user: { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@x.test', gsm: '5321112233' },
  },
  {
    id: 2,
    isRead: false,
    readDate: null,
    user: { id: 8, name: 'Can', surname: 'Demir', email: null, gsm: null },
  },
];
const RESPONSES = [
  {
    id: 11,
    response: false,
    latitude: 41.0123457,
    longitude: 29.0123457,
    user: { id: 7, name: 'Ayşe', surname: 'Yılmaz' },
  },
  {
    id: 12,
    response: true,
    latitude: 41.02,
    longitude: 29.03,
    user: { id: 8, name: 'Can', surname: 'Demir' },
  },
];

function renderDetail() {
  const api = stubFetch((call) => {
    const pager = (call.variables.pagerModel ?? {}) as { needsHelp?: boolean };
    switch (call.operationName) {
      case 'disaster':
        return graphql(call, ok({ id: 5, title: 'Deprem', body: 'İyi misiniz?', createTime: READ_AT }));
      case 'disasterUsers':
        return graphql(call, ok(RECIPIENTS, RECIPIENTS.length));
      case 'disasterUserResponses': {
        const rows = pager.needsHelp ? RESPONSES.filter((r) => !r.response) : RESPONSES;
        return graphql(call, ok(rows, rows.length));
      }
      default:
        return graphql(call, ok(null));
    }
  });
  const view = renderScreen(<DisasterDetailPage />, {
    at: '/afet/afetler/5',
    route: '/afet/afetler/:disasterId',
  });
  return { api, view, user: userEvent.setup() };
}

describe('disaster detail (/afet/afetler/{disasterId})', () => {
  it('lists the recipients with read flag and read time, paged on the server', async () => {
    const { api } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Deprem' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gönderilen kullanıcılar' });
    const ayse = await within(table).findByRole('row', { name: /Ayşe/ });
    expect(ayse).toHaveTextContent('AyşeYılmazayse@x.test5321112233Evet21.11.2026 09:05:07');
    expect(within(table).getByRole('row', { name: /Can/ })).toHaveTextContent('CanDemirHayır-');
    expect(api.named('disasterUsers')[0]?.variables.pagerModel).toEqual({
      disasterId: 5,
      pageNumber: 1,
      pageSize: 10,
    });
  });

  it('shows the responses, and only those who need help with the filter, on the table and the map', async () => {
    const { api, user } = renderDetail();
    await user.click(await screen.findByRole('tab', { name: 'Cevap veren kullanıcılar' }));
    const table = await screen.findByRole('table', { name: 'Cevap veren kullanıcılar' });
    expect(await within(table).findByRole('row', { name: /Ayşe Yılmaz/ })).toHaveTextContent(
      'Ayşe Yılmazİyi değilim41.0123457, 29.0123457',
    );
    expect(within(table).getByRole('row', { name: /Can Demir/ })).toHaveTextContent('İyiyim');
    expect(await screen.findByText('Haritada 2 konum')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Sadece yardım bekleyenler' }));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Can Demir/ })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('row', { name: /Ayşe Yılmaz/ })).toBeInTheDocument();
    expect(await screen.findByText('Haritada 1 konum')).toBeInTheDocument();
    const sent = api
      .named('disasterUserResponses')
      .map((c) => c.variables.pagerModel as { needsHelp: boolean });
    expect(sent.some((p) => p.needsHelp)).toBe(true);
    const map = await screen.findByRole('region', { name: 'Cevap verenlerin haritası' });
    await waitFor(() => expect(map.querySelectorAll('path.disaster-marker.needs-help')).toHaveLength(1));
    expect(map.querySelectorAll('path.disaster-marker.good')).toHaveLength(0);
  });
});

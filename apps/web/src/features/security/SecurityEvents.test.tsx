import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { securityArea } from './security.area.ts';
import { securityRegistry } from './registry.ts';

const EVENTS = [
  {
    id: 2,
    createTime: '2026-11-20T08:30:00.000Z',
    kind: 'signInFailed',
    user: null,
    identifier: 'kimse@x.test',
    channel: 'portal',
    address: '10.0.0.7',
    actorUser: null,
  },
  {
    id: 1,
    createTime: '2026-11-20T08:00:00.000Z',
    kind: 'accountUnlocked',
    user: { fullName: 'Can Demir' },
    identifier: null,
    channel: null,
    address: '10.0.0.1',
    actorUser: { fullName: 'Pano Admin' },
  },
];

describe('security events (/ayarlar/guvenlik-kayitlari)', () => {
  it('lists what happened in the reader’s words, newest first, and filters by kind', async () => {
    const api = stubFetch((call) => graphql(call, ok(EVENTS, EVENTS.length)));
    const user = userEvent.setup();
    renderArea(securityArea, securityRegistry, '/ayarlar/guvenlik-kayitlari');
    const table = await screen.findByRole('table', { name: 'Güvenlik kayıtları' });
    expect(await within(table).findByRole('cell', { name: 'Hatalı giriş' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'kimse@x.test' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Kilit açıldı' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Pano Admin' })).toBeInTheDocument();
    expect(api.named('securityEvents')[0]?.variables.pagerModel).toMatchObject({
      sortColumn: 'createTime',
      sortDescending: true,
    });
    await user.click(screen.getByRole('combobox', { name: 'Olay' }));
    await user.click(await screen.findByRole('option', { name: 'Çıkış' }));
    // signOut is the fourth kind (securityEventKindCode)
    expect(api.named('securityEvents').at(-1)?.variables.pagerModel).toMatchObject({
      kindCode: 4,
      pageNumber: 1,
    });
  });
});

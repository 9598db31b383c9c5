import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { securityArea } from './security.area.ts';
import { securityRegistry } from './registry.ts';

const WAITING = [
  {
    id: 5,
    createTime: '2026-11-20T08:30:00.000Z',
    channel: 'sms',
    recipient: '5321234567',
    template: 'invitation',
    attempts: 0,
    lastError: null,
    sentTime: null,
  },
];
const LINK = 'http://localhost:8080/#/auth/davet?tag=demo&token=abc';

describe('pending messages (/ayarlar/bekleyen-mesajlar)', () => {
  it('lists the waiting ones and hands one over once: asks, then shows the link to copy', async () => {
    const api = stubFetch((call) =>
      graphql(
        call,
        call.operationName === 'revealOutboxMessage'
          ? ok({ recipient: '5321234567', channel: 'sms', text: `Pano: ${LINK}`, link: LINK })
          : ok(WAITING, 1),
      ),
    );
    const user = userEvent.setup();
    renderArea(securityArea, securityRegistry, '/ayarlar/bekleyen-mesajlar');
    const table = await screen.findByRole('table', { name: 'Bekleyen mesajlar' });
    expect(await within(table).findByRole('cell', { name: 'SMS' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Davet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5321234567 iletisini elden teslim et' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/bir kez gösterilir/)).toBeInTheDocument();
    expect(api.named('revealOutboxMessage')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Göster' }));
    expect(await within(dialog).findByDisplayValue(LINK)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect(await within(dialog).findByText('Kopyalandı')).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
    expect(api.named('revealOutboxMessage')[0]?.variables).toEqual({ id: 5 });
  });
});

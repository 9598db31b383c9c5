import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

const TASKS = [
  {
    id: 1,
    title: 'Raporu hazırla',
    description: 'Aylık rapor',
    createTime: '2024-03-05T09:00:00',
    status: { id: 1, name: 'Açık' },
  },
];

describe('tasks (/gorev/gorevler)', () => {
  it('read-only: title, description, date as DD.MM.YYYY, status; All (0) sends no status, Open 1, Closed 2', async () => {
    const api = peopleServer({ tasks: () => ok(TASKS, 1) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.tasks} />, { at: '/gorev/gorevler' });
    expect(
      await screen.findByRole('row', { name: 'Raporu hazırla Aylık rapor 05.03.2024 Açık' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ekle$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /düzenle$/ })).not.toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      query: expect.stringContaining('tasks(taskPagerInputModel: $pagerModel)') as unknown,
    });

    const filter = screen.getByRole('combobox', { name: 'Durum' });
    expect(filter).toHaveTextContent('Tümü');
    const last = () => pagerOf(api.named('tasks').at(-1));
    expect(last()).not.toHaveProperty('status');
    for (const [option, status] of [
      ['Açık', 1],
      ['Kapalı', 2],
    ] as const) {
      await user.click(filter);
      await user.click(await screen.findByRole('option', { name: option }));
      await waitFor(() => expect(last()).toMatchObject({ status, pageNumber: 1 }));
    }
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Tümü' }));
    await waitFor(() => expect(last()).not.toHaveProperty('status'));
  });
});

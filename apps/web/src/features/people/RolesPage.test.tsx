import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ok } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { pagerOf, peopleServer } from './test/peopleServer.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { peopleRegistry } from './registry.ts';

const ROLE_ROWS = [{ id: 2, name: 'Personel', description: null, isActive: true }];

describe('roles (/ayarlar/kullanici/organizasyonlar)', () => {
  it('lists id and name of active roles, links to the logo page, creates with level 1, edits with Aktif', async () => {
    const api = peopleServer({ roles: () => ok(ROLE_ROWS, 1) });
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={peopleRegistry.roles} />, {
      at: '/ayarlar/kullanici/organizasyonlar',
    });
    expect(await screen.findByRole('row', { name: /^2 Personel/ })).toBeInTheDocument();
    expect(pagerOf(api.named('roles')[0])).toEqual({
      pageNumber: 1,
      pageSize: 5,
      sortColumn: 'id',
      sortDescending: false,
      isActive: true,
    });
    expect(screen.getByRole('link', { name: 'Personel logosu' })).toHaveAttribute(
      'href',
      '/ayarlar/kullanici/organizasyonlar/2',
    );
    expect(screen.getByRole('switch', { name: 'Pasifleri göster' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Personel sil' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rol ekle' }));
    const create = await screen.findByRole('dialog', { name: 'Rol ekle' });
    expect(within(create).queryByRole('switch', { name: 'Aktif' })).not.toBeInTheDocument();
    await user.type(within(create).getByRole('textbox', { name: 'Ad' }), 'Stajyer');
    await user.click(within(create).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Rol oluşturuldu')).toBeInTheDocument();
    expect(api.named('createRole')[0]?.variables).toEqual({
      name: 'Stajyer',
      description: null,
      panelRole: false,
      level: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Personel düzenle' }));
    const edit = await screen.findByRole('dialog', { name: 'Rol düzenle' });
    await user.click(within(edit).getByRole('switch', { name: 'Aktif' }));
    await waitFor(() => expect(within(edit).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Rol güncellendi')).toBeInTheDocument();
    expect(api.named('updateRole')[0]?.variables).toEqual({
      id: 2,
      name: 'Personel',
      description: null,
      panelRole: false,
      level: 1,
      isActive: false,
      rowVersion: null,
    });
  });
});

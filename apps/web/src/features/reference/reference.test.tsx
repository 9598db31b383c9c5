import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { storage } from '../../state/storage.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderArea } from '../../test/renderArea.tsx';
import { referenceArea } from './reference.area.ts';
import { referenceRegistry } from './registry.ts';

const renderAt = (at: string) => renderArea(referenceArea, referenceRegistry, at);

function server() {
  return stubFetch((call) => {
    switch (call.operationName) {
      case 'cities':
        return graphql(call, ok([{ id: 6, name: 'Ankara', country: { name: 'Türkiye' } }], 81));
      case 'city':
        return graphql(call, ok({ id: 6, name: 'Ankara' }));
      case 'towns':
        return graphql(call, ok([{ id: 60, name: 'Çankaya' }], 1));
      case 'town':
        return graphql(call, ok({ id: 60, name: 'Çankaya' }));
      case 'districts':
        return graphql(call, ok([{ id: 600, name: 'Kızılay' }], 1));
      case 'statuses':
        return graphql(call, ok([{ id: 1, name: 'Beklemede', isActive: true }], 1));
      case 'locations':
        return graphql(
          call,
          ok(
            [{ id: 1, name: 'Merkez', latitude: 41.0000001, longitude: 29, isDefined: true, isActive: true }],
            1,
          ),
        );
      default:
        return graphql(call, ok({ id: 1 }));
    }
  });
}

describe('reference data screens', () => {
  it('cities: read-only, 5 per page, country 1 sorted by name, linking to towns', async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/tanimlama/sehir');
    expect(await screen.findByRole('cell', { name: 'Ankara' })).toBeInTheDocument();
    expect(api.named('cities')[0]?.variables.pagerModel).toEqual({
      pageNumber: 1,
      pageSize: 5,
      countryId: 1,
      sortColumn: 'name',
      sortDescending: false,
    });
    expect(screen.queryByRole('button', { name: /ekle$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ankara düzenle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Pasifleri göster' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ankara ilçeleri' }));
    expect(await screen.findByRole('heading', { name: 'Ankara: İlçeler' })).toBeInTheDocument();
    expect(api.named('towns')[0]?.variables.pagerModel).toMatchObject({ cityId: 6, pageSize: 5 });
    expect(api.named('city')[0]?.variables).toEqual({ id: 6 });
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/tanimlama/sehir');
  });

  it('districts: 10 per page under their town, back to the towns of the city', async () => {
    const api = server();
    renderAt('/tanimlama/sehir/6/ilce/60/semt');
    expect(await screen.findByRole('cell', { name: 'Kızılay' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Çankaya: Semtler' })).toBeInTheDocument();
    expect(api.named('districts')[0]?.variables.pagerModel).toMatchObject({ townId: 60, pageSize: 10 });
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/tanimlama/sehir/6/ilce');
  });

  it('locations: id descending, 7 decimals, a new one is defined by default', async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/tanimlama/lokasyon');
    expect(await screen.findByRole('cell', { name: '41.0000001' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '29.0000000' })).toBeInTheDocument();
    expect(api.named('locations')[0]?.variables.pagerModel).toMatchObject({
      sortColumn: 'id',
      sortDescending: true,
      isActive: true,
    });

    await user.click(screen.getByRole('button', { name: 'Lokasyon ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lokasyon ekle' });
    expect(within(dialog).getByRole('switch', { name: 'Tanımlı' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Depo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Enlem' }), '41,123456789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Boylam' }), '200');
    expect(await within(dialog).findByText('Boylam: En fazla 180 olabilir')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Boylam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Boylam' }), '29.5');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Lokasyon oluşturuldu')).toBeInTheDocument();
    expect(api.named('createLocation')[0]?.variables).toEqual({
      name: 'Depo',
      latitude: 41.1234568,
      longitude: 29.5,
      isDefined: true,
    });
  });

  it('statuses: a change clears the cached statuses lists other screens keep', async () => {
    const api = server();
    const user = userEvent.setup();
    const { client } = renderAt('/tanimlama/durum');
    const lookup = ['statuses', { pageNumber: 1, pageSize: 1000 }];
    client.setQueryData(lookup, ok([{ id: 1, name: 'Beklemede' }], 1));
    storage.set('cache.statuses', [{ id: 1, name: 'Beklemede' }]);
    await user.click(await screen.findByRole('button', { name: 'Beklemede düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Durum düzenle' });
    await user.click(within(dialog).getByRole('switch', { name: 'Aktif' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Durum güncellendi')).toBeInTheDocument();
    expect(api.named('updateStatus')[0]?.variables).toEqual({
      id: 1,
      name: 'Beklemede',
      code: null,
      isActive: false,
      rowVersion: null,
    });
    expect(storage.get('cache.statuses')).toBeNull();
    expect(client.getQueryState(lookup)?.isInvalidated).toBe(true);
  });
});

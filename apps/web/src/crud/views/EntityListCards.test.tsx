import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { genderResource } from '@pano/contract';
import type { EntityDefinition } from '../core/definition.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { EntityListPage } from './EntityListPage.tsx';

/** A phone, as far as CSS media queries are concerned. */
function phone() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: max !== undefined && 390 <= Number(max),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

const ROWS = [{ id: 1, name: 'Ahmet', surname: 'Aksoy', minScore: 0, maxScore: 49, isActive: true }];

/** A list over the genders' API with the given columns and naming, on a phone. */
async function cardOf(list: Partial<EntityDefinition['list']>): Promise<HTMLElement> {
  phone();
  stubFetch((call) => graphql(call, ok(ROWS, ROWS.length)));
  const definition: EntityDefinition = {
    key: 'gender',
    api: genderResource,
    list: { columns: [{ path: 'name' }, { path: 'surname', labelKey: 'Soyad' }], ...list },
  };
  renderScreen(<EntityListPage definition={definition} />, { at: '/tanimlama/cinsiyet' });
  const cards = await screen.findByRole('list', { name: 'Cinsiyetler' });
  return within(cards).getAllByRole('listitem')[0] as HTMLElement;
}

const lines = (card: HTMLElement) => [...card.children].map((line) => line.textContent).filter(Boolean); // the actions are icons

afterEach(() => vi.unstubAllGlobals());

describe("a list's phone cards (issue 26 §2.8)", () => {
  it("are titled by the row's name as the definition makes it, without repeating its columns", async () => {
    const card = await cardOf({ rowLabel: ['name', 'surname'] });
    expect(lines(card)).toEqual(['Ahmet Aksoy']);
  });

  it("are titled by a definition's own row name ('0 – 49'), the other columns as lines", async () => {
    const card = await cardOf({
      columns: [
        { path: 'minScore', labelKey: 'Min' },
        { path: 'maxScore', labelKey: 'Max' },
        { path: 'surname', labelKey: 'Soyad' },
      ],
      rowLabel: ['minScore', 'maxScore'],
      rowName: (row) => `${String(row.minScore)} – ${String(row.maxScore)}`,
    });
    expect(lines(card)).toEqual(['0 – 49', 'Soyad:Aksoy']);
  });

  it('are titled by the name column when the definition says nothing', async () => {
    const card = await cardOf({});
    expect(lines(card)).toEqual(['Ahmet', 'Soyad:Aksoy']);
  });

  it('are titled by the first column when rows have no name', async () => {
    const card = await cardOf({
      columns: [
        { path: 'surname', labelKey: 'Soyad' },
        { path: 'minScore', labelKey: 'Min' },
      ],
    });
    expect(lines(card)).toEqual(['Aksoy', 'Min:0']);
  });
});

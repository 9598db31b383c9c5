import { describe, expect, it } from 'vitest';
import { contractMessages } from '@pano/contract';
import { definitionKeys } from '../crud/core/definitionKeys.ts';
import type { Registry } from '../features/area.tsx';
import { AREAS } from '../features/areas.ts';
import { sharedDictionaries } from '../i18n/dictionaries.ts';
import { mergeDictionaries } from '../i18n/mergeDictionaries.ts';
import { MENU } from './shell/menu.ts';
import { menuTitleKeys } from './shell/menuModel.ts';

/** The words i18next holds: the shared ones and every area's (the list of areas). */
const tr = mergeDictionaries(sharedDictionaries.tr, ...AREAS.map((area) => area.dictionaries.tr));
const en = mergeDictionaries(sharedDictionaries.en, ...AREAS.map((area) => area.dictionaries.en));

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(dictionary: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('dictionaries', () => {
  it('tr and en have identical key sets, the shared ones and each area’s', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
    for (const area of AREAS)
      expect(keys(area.dictionaries.en).sort(), area.name).toEqual(keys(area.dictionaries.tr).sort());
  });

  it('the contract dictionaries have identical key sets too', () => {
    expect(keys(contractMessages.en).sort()).toEqual(keys(contractMessages.tr).sort());
  });

  it('every text is filled in both languages', () => {
    for (const dictionary of [tr, en]) {
      for (const key of keys(dictionary)) expect(lookup(dictionary, key), key).toMatch(/\S/);
    }
  });

  it('every key the menu and the registries name exists (labels default to the contract field labels)', async () => {
    const resolves = (key: string) =>
      key.startsWith('contract:')
        ? lookup(contractMessages.tr, key.slice('contract:'.length))
        : lookup(tr, key);
    const registries = await Promise.all(
      AREAS.map(async (area): Promise<Registry> => (await area.registry?.()) ?? {}),
    );
    const used = registries.flatMap((registry) => Object.values(registry).flatMap(definitionKeys));
    for (const key of [...menuTitleKeys(MENU), ...used]) expect(typeof resolves(key), key).toBe('string');
  });

  it('an area cannot redefine a text another part defines', () => {
    expect(() => mergeDictionaries({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow('a.b');
    expect(mergeDictionaries({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});

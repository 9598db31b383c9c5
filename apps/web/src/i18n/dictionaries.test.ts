import { describe, expect, it } from 'vitest';
import { contractMessages } from '@pano/contract';
import { MENU } from '../app/shell/menu.ts';
import { isGroup } from '../app/shell/menuModel.ts';
import { definitionKeys } from '../crud/definitionKeys.ts';
import { peopleDefinitions } from '../features/people/definitions.ts';
import { referenceDefinitions } from '../features/reference/definitions.ts';
import { announcementsDefinitions } from '../features/announcements/definitions.ts';
import { complaintsDefinitions } from '../features/complaints/definitions.ts';
import { disastersDefinitions } from '../features/disasters/definitions.ts';
import { settingsDefinitions } from '../features/settings/definitions.ts';
import { dictionaries } from './dictionaries.ts';
import { mergeDictionaries } from './mergeDictionaries.ts';

const { tr, en } = dictionaries;

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
  it('tr and en have identical key sets', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it('the contract dictionaries have identical key sets too', () => {
    expect(keys(contractMessages.en).sort()).toEqual(keys(contractMessages.tr).sort());
  });

  it('every text is filled in both languages', () => {
    for (const dictionary of [tr, en]) {
      for (const key of keys(dictionary)) expect(lookup(dictionary, key), key).toMatch(/\S/);
    }
  });

  it('every key the menu and the registry name exists (labels default to the contract field labels)', () => {
    const resolves = (key: string) =>
      key.startsWith('contract:')
        ? lookup(contractMessages.tr, key.slice('contract:'.length))
        : lookup(tr, key);
    const menuKeys = MENU.flatMap((item) => [
      item.titleKey,
      ...(isGroup(item) ? item.entries.map((e) => e.titleKey) : []),
    ]);
    const definitions = [
      referenceDefinitions,
      peopleDefinitions,
      announcementsDefinitions,
      complaintsDefinitions,
      disastersDefinitions,
      settingsDefinitions,
    ].flatMap((registry) => Object.values(registry));
    const used = definitions.flatMap(definitionKeys);
    for (const key of [...menuKeys, ...used]) expect(typeof resolves(key), key).toBe('string');
  });

  it('an area cannot redefine a text another part defines', () => {
    expect(() => mergeDictionaries({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow('a.b');
    expect(mergeDictionaries({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});

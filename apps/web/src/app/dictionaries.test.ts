import { describe, expect, it } from 'vitest';
import { definitionKeys } from '../crud/core/definitionKeys.ts';
import type { Registry } from '../features/area.tsx';
import { AREAS } from '../features/areas.ts';
import { words as en } from '../i18n/bundles/en.ts';
import { words as tr } from '../i18n/bundles/tr.ts';
import { mergeDictionaries } from '../i18n/mergeDictionaries.ts';
import { MENU } from './shell/menu.ts';
import { menuTitleKeys } from './shell/menuModel.ts';

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
    expect(keys(en.translation).sort()).toEqual(keys(tr.translation).sort());
    expect(Object.keys(en.areas).map((file) => file.replace('en.json', ''))).toEqual(
      Object.keys(tr.areas).map((file) => file.replace('tr.json', '')),
    );
    for (const [file, words] of Object.entries(tr.areas))
      expect(keys(en.areas[file.replace('tr.json', 'en.json')]).sort(), file).toEqual(keys(words).sort());
  });

  it('the contract dictionaries have identical key sets too', () => {
    expect(keys(en.contract).sort()).toEqual(keys(tr.contract).sort());
  });

  it('every text is filled in both languages', () => {
    for (const dictionary of [tr.translation, en.translation]) {
      for (const key of keys(dictionary)) expect(lookup(dictionary, key), key).toMatch(/\S/);
    }
  });

  it('every key the menu and the registries name exists (labels default to the contract field labels)', async () => {
    const resolves = (key: string) =>
      key.startsWith('contract:')
        ? lookup(tr.contract, key.slice('contract:'.length))
        : lookup(tr.translation, key);
    const registries = await Promise.all(
      AREAS.map(async (area): Promise<Registry> => (await area.registry?.()) ?? {}),
    );
    const used = registries.flatMap((registry) => Object.values(registry).flatMap(definitionKeys));
    for (const key of [...menuTitleKeys(MENU), ...used]) expect(typeof resolves(key), key).toBe('string');
  });

  it("an English text that counts something has '_one' and '_other' forms: '(1 person)' (issue 48, 18)", () => {
    const texts = [...keys(en.translation), ...keys(en.contract).map((key) => `contract:${key}`)];
    const text = (key: string) =>
      String(
        key.startsWith('contract:')
          ? lookup(en.contract, key.slice('contract:'.length))
          : lookup(en.translation, key),
      );
    // '{{count}} sessions', not '{{count}} min' (an abbreviation) or 'the first {{count}} shown' (no noun)
    const counting = texts.filter((key) => /\{\{count\}\} (?!min\b|shown\b)[a-z]/.test(text(key)));
    expect(counting.length).toBeGreaterThan(0);
    for (const key of counting) expect(key, text(key)).toMatch(/_(one|other)$/);
    for (const key of counting.filter((k) => k.endsWith('_other')))
      expect(texts, key).toContain(key.replace(/_other$/, '_one'));
    for (const key of ['disasters.cluster', 'disclaimers.sendForApprovalCount', 'forms.roleCount'])
      expect(text(`${key}_one`), key).not.toMatch(/people|sessions|roles/);
  });

  it('an area cannot redefine a text another part defines', () => {
    expect(() => mergeDictionaries({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow('a.b');
    expect(mergeDictionaries({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});

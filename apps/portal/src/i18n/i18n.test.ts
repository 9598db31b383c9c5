import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { translate } from './i18n.ts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe("the app's words", () => {
  it('have the same keys in Turkish and English', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it('are never empty', () => {
    for (const [language, tree] of [
      ['tr', tr],
      ['en', en],
    ] as const)
      for (const key of keys(tree)) expect(translate(language, key), `${language} ${key}`).not.toBe('');
  });

  it('fill in values and choose the plural form', () => {
    expect(translate('tr', 'home.hello', { name: 'Elif' })).toBe('Merhaba Elif');
    expect(translate('en', 'notifications.unread', { count: 1 })).toBe('1 unread notification');
    expect(translate('en', 'notifications.unread', { count: 3 })).toBe('3 unread notifications');
    expect(translate('tr', 'notifications.unread', { count: 3 })).toBe('3 okunmamış bildirim');
  });

  it('show a missing key as itself, so it is seen', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});

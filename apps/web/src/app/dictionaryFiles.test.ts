import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The keys written twice within one object of a JSON text (JSON.parse keeps the last and says nothing). */
function repeatedKeys(text: string): string[] {
  const open: Set<string>[] = [];
  const repeated: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') open.push(new Set());
    else if (char === '}') open.pop();
    else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const token = text.slice(i + 1, end);
      const isKey = /^\s*:/.test(text.slice(end + 1));
      const keys = open.at(-1);
      if (isKey && keys) {
        if (keys.has(token)) repeated.push(token);
        keys.add(token);
      }
      i = end;
    }
  }
  return repeated;
}

const ROOTS = [
  path.resolve(import.meta.dirname, '..'),
  path.resolve(import.meta.dirname, '../../../../packages/contract/src'),
];

/** Every dictionary file: the shared words, each area's, and the contract's. */
const dictionaries = ROOTS.flatMap((root) =>
  fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)(server\.)?(tr|en)\.json$/.test(file))
    .map((file) => path.join(root, file)),
);

describe('dictionary files', () => {
  it('write no key twice in one object (the second would silently replace the first)', () => {
    expect(repeatedKeys('{"a": "x", "b": {"a": "y"}, "a": "z"}')).toEqual(['a']);
    expect(dictionaries.length).toBeGreaterThan(20);
    for (const file of dictionaries)
      expect(repeatedKeys(fs.readFileSync(file, 'utf8')), path.basename(path.dirname(file))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
}
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
const allowScripts = (readJson('package.json') as { allowScripts: Record<string, boolean> }).allowScripts;

const withScripts = Object.entries(lock.packages)
  .filter(([, entry]) => entry.hasInstallScript)
  .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 13), entry }));

describe('the first install', () => {
  it('meets no dependency whose install script the project has not decided on', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter(({ name }) => !(name in allowScripts)).map(({ name }) => name)).toEqual([]);
  });

  it('installs one esbuild for every tool', () => {
    const versions = new Set(
      Object.entries(lock.packages)
        .filter(([path]) => /(^|\/)node_modules\/esbuild$/.test(path))
        .map(([, entry]) => entry.version),
    );
    expect([...versions]).toHaveLength(1);
  });

  it('works with esbuild whose install script was declined', () => {
    expect(allowScripts.esbuild).toBe(false);
    const out = transformSync('const a: number = 1;', { loader: 'ts' });
    expect(out.code.trim()).toBe('const a = 1;');
  });

  it('hashes and verifies passwords with the argon2 built by its allowed script', async () => {
    expect(allowScripts.argon2).toBe(true);
    const hash = await argon2.hash('pano1234');
    expect(await argon2.verify(hash, 'pano1234')).toBe(true);
    expect(await argon2.verify(hash, 'pano12345')).toBe(false);
  });
});

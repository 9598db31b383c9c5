import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the repository's scripts, without types
import { isStale } from '../../../scripts/stale.mjs';

const stale = isStale as (output: string, inputs: string[]) => boolean;

/** `npm start` rebuilds the web app or the server bundle only when one of its sources changed after it. */
describe('a build out of date', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-stale-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, '');
    fs.utimesSync(file, seconds, seconds);
  };

  it('is stale when missing, fresh after its sources, stale again when a nested source changes', () => {
    const output = path.join(dir, 'dist/index.html');
    const src = path.join(dir, 'src');
    at(path.join(src, 'app/page.tsx'), 1000);
    at(path.join(src, 'app'), 1000);
    at(src, 1000);
    expect(stale(output, [src])).toBe(true);
    at(output, 2000);
    expect(stale(output, [src, path.join(dir, 'missing.json')])).toBe(false);
    at(path.join(src, 'app/page.tsx'), 3000);
    expect(stale(output, [src])).toBe(true);
  });
});

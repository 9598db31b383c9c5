import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration defaults', () => {
  it('finds the web build and the data folder at the repository root, so `npm start` serves the panel', () => {
    const config = loadConfig({});
    const root = path.resolve(import.meta.dirname, '../../../..');
    expect(fs.existsSync(path.join(root, 'package.json'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))).toMatchObject({
      name: 'pano',
    });
    expect(config.webDist).toBe(path.join(root, 'apps/web/dist'));
    expect(config.dataDir).toBe(path.join(root, 'data'));
  });
});

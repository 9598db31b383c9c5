import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresDatabase } from '../src/tenancy/database.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the test servers list the PostgreSQL databases they made (harness.ts), dropped at the end. */
    dropFolder: string;
  }
}

/**
 * The test servers' PostgreSQL databases are dropped once, after every file has run, a few at a time: each
 * DROP DATABASE waits for a checkpoint, and drops made together share one, where a drop at every server's
 * stop made the suite wait for hundreds of them.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-test-drops-'));
  project.provide('dropFolder', folder);
  return async () => {
    const server = process.env.TEST_DATABASE_URL;
    const names = fs
      .readdirSync(folder)
      .flatMap((file) => fs.readFileSync(path.join(folder, file), 'utf8').split('\n'))
      .filter(Boolean);
    fs.rmSync(folder, { recursive: true, force: true });
    if (!server) return;
    for (let i = 0; i < names.length; i += 8)
      await Promise.all(names.slice(i, i + 8).map((name) => dropPostgresDatabase(server, name)));
  };
}

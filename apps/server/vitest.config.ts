import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/long-files-first.ts';

// One copy of graphql-js: Pothos loads it through require, so tests must not load the ESM twin too.
const graphql = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: { graphql } },
  test: {
    // test/postgres needs a PostgreSQL server: it joins the suite when TEST_DATABASE_URL is set.
    include: [
      'src/**/*.test.ts',
      'test/*.test.ts',
      'test/security/*.test.ts',
      ...(process.env.TEST_DATABASE_URL ? ['test/postgres/*.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // one module graph per worker, not per file: the files share the server's modules (they keep no state a
    // file can see: each test server has its own services, tenants and databases), and the suite no longer
    // spends minutes importing them again for every file (docs/testing.md)
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // every document compiled on its first run, so the whole suite runs the compiled executor (the standard
    // one answers the first runs in production; test/compiled-execution.test.ts holds the two equal)
    env: { NODE_ENV: 'test', GRAPHQL_JIT_AFTER: '1' },
  },
});

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run far longer than the rest (seconds on this project's 2-core CI machine, 2026-11-28), longest
 * first. Vitest orders files by their last durations when it has run them before, and by size otherwise; on
 * a fresh checkout (CI) the hostile-input walk, a short file that runs 200 s, started last and ran alone for
 * its last three minutes.
 */
const LONG_FILES = [
  'test/security/bad-input-walk.test.ts', // 206 (57 on 2026-12-08, with the write mark of issue 47)
  'test/slow-log-reader.test.ts', // 19
  'test/crash-safety.test.ts', // 18
  'src/tenancy/database-template.test.ts', // 18
  'test/security/auth-walk.test.ts', // 18
  'test/entity-registry.test.ts', // 18
  'test/security/isolation-walk.test.ts', // 17
  'test/sign-in-attempts.test.ts', // 16
  'src/tenancy/pglite-busy-thread.test.ts', // 16
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index < 0 ? LONG_FILES.length : index;
};

/** Vitest's own order, with the known long files moved to the front (the project's `sequence.sequencer`). */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

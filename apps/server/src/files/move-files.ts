import type { FileStore } from './file-store.ts';
import { privateTagOf } from './private-files.ts';

export interface CopiedFiles {
  copied: number;
  /** Names the target already held (an earlier run, or a file stored there since): left as they are. */
  alreadyThere: number;
}

/**
 * Copies a tenant's files — its public folder and its private one (applicants' documents) — from one store
 * to the other under the same names, so every row that names a file finds it after FILE_STORE is switched.
 * The source keeps its files; a name the target holds already is skipped, so a run can be repeated (after
 * an interruption, or to catch files stored meanwhile).
 */
export async function copyTenantFiles(from: FileStore, to: FileStore, tag: string): Promise<CopiedFiles> {
  const result: CopiedFiles = { copied: 0, alreadyThere: 0 };
  for (const storeTag of [tag, privateTagOf(tag)]) {
    const there = new Set(await to.list(storeTag));
    for (const name of await from.list(storeTag)) {
      if (there.has(name)) {
        result.alreadyThere++;
        continue;
      }
      const file = await from.open(storeTag, name);
      if (!file) continue; // removed since it was listed
      const bytes = file.read();
      try {
        if (await to.putNamed(storeTag, name, file.size, bytes)) result.copied++;
        else result.alreadyThere++;
      } finally {
        // ends the source's hold on the file (a lease, a handle) whether or not it was read to the end
        (bytes as NodeJS.ReadableStream & { destroy(): void }).destroy();
      }
    }
  }
  return result;
}

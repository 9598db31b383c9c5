import { logger } from '../kernel/logger.ts';
import type { AcceptedUpload } from './accept-upload.ts';
import { isStoredFileRef, type FileStore } from './file-store.ts';

/**
 * The signed-in tenant's files (`session.files`): bound to the token's tenant at the edge, so code below
 * the resolver never names a tenant and cannot write or remove another tenant's files.
 */
export interface TenantFiles {
  /** Stores a checked upload and answers its public path, `/files/<tag>/<name>`, to keep in a row. */
  save(upload: AcceptedUpload): Promise<string>;
  /**
   * Removes a file by the public path a row kept. Empty values, other tenants' paths and anything that
   * is not a stored file's path are ignored; a storage failure is logged, not thrown (an orphaned file is
   * harmless, a failed operation after its rows were written is not).
   */
  remove(publicPath: string | null | undefined): Promise<void>;
  /** Whether a `/files/…` path names one of this tenant's stored files (never another tenant's). */
  owns(publicPath: string): boolean;
  /** A stored file's bytes (at most `maxBytes`, from the start), or null for any path `owns` refuses or nothing stored. */
  read(publicPath: string, maxBytes?: number): Promise<Buffer | null>;
}

const PUBLIC_PATH = /^\/files\/([^/]+)\/([^/]+)$/;

/** The public path of a stored file: served by GET /files/:tag/:name. */
export function publicFilePath(tag: string, name: string): string {
  return `/files/${tag}/${name}`;
}

export function tenantFiles(store: FileStore, tag: string): TenantFiles {
  return {
    async save(upload) {
      const name = await store.put(tag, upload.bytes, upload.extension, upload.contentType);
      return publicFilePath(tag, name);
    },
    async remove(publicPath) {
      const [, pathTag, name] = PUBLIC_PATH.exec(publicPath ?? '') ?? [];
      if (pathTag !== tag || !name || !isStoredFileRef(tag, name)) return;
      try {
        await store.remove(tag, name);
      } catch (error) {
        logger.warn({ err: error, tag, name }, 'could not remove a stored file');
      }
    },
    owns(publicPath) {
      const [, pathTag, name] = PUBLIC_PATH.exec(publicPath) ?? [];
      return pathTag === tag && !!name && isStoredFileRef(tag, name);
    },
    async read(publicPath, maxBytes = Number.MAX_SAFE_INTEGER) {
      const [, pathTag, name] = PUBLIC_PATH.exec(publicPath) ?? [];
      if (pathTag !== tag || !name) return null;
      const file = await store.open(tag, name);
      if (!file) return null;
      if (file.size === 0) {
        await file.close();
        return Buffer.alloc(0);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.read({ start: 0, end: Math.min(file.size, maxBytes) - 1 }))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}

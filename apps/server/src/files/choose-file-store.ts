import path from 'node:path';
import type { Config } from '../kernel/config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { PostgresFileStore, type TenantDatabases } from './postgres-file-store.ts';

/**
 * The store FILE_STORE names (docs/deploy.md, Files): the tenants' own databases, shared by every process,
 * or the local folder DATA_DIR/files/<tag>/<name>. A streamed upload is received on local disk either way.
 */
export function chooseFileStore(config: Config, databases: TenantDatabases): FileStore {
  return fileStoreOfKind(config.fileStore, config, databases);
}

/** The store of `kind`, whatever FILE_STORE says (moving files between stores: files/move-files.ts). */
export function fileStoreOfKind(
  kind: Config['fileStore'],
  config: Pick<Config, 'dataDir'>,
  databases: TenantDatabases,
): FileStore {
  return kind === 'postgres'
    ? new PostgresFileStore(databases, path.join(config.dataDir, 'receiving'))
    : new LocalFileStore(path.join(config.dataDir, 'files'));
}

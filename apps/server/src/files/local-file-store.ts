import crypto from 'node:crypto';
import { TAG_PATTERN } from '@pano/contract';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStoredFileRef, type ByteRange, type FileStore, type StoredFile } from './file-store.ts';
import { contentTypeOf, isStoredExtension } from './stored-types.ts';

const NO_FOLLOW = fs.constants.O_NOFOLLOW ?? 0;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP';
}

/**
 * Files in a local folder: `<root>/<tag>/<uuid>.<ext>` (root is DATA_DIR/files). Every tag and name is
 * checked against its pattern before it touches a path, and the content type comes from the extension.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(tag: string, name: string): string | null {
    if (!isStoredFileRef(tag, name)) return null;
    const file = path.resolve(this.root, tag, name);
    // Belt and braces: the patterns already rule out separators and dots-only segments.
    return file.startsWith(path.resolve(this.root) + path.sep) ? file : null;
  }

  async put(tag: string, bytes: Uint8Array, extension: string, _contentType: string): Promise<string> {
    if (!isStoredExtension(extension)) throw new Error(`not a stored file type: ${extension}`);
    const name = `${crypto.randomUUID()}.${extension}`;
    const file = this.pathOf(tag, name);
    if (!file) throw new Error(`invalid tag for a file: ${tag}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name (which no request can name) and renamed: readers never see half a file.
    const temporary = path.join(path.dirname(file), `.${name}.tmp`);
    try {
      await fs.promises.writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
    return name;
  }

  async putFile(tag: string, sourcePath: string, extension: string): Promise<string> {
    if (!isStoredExtension(extension)) throw new Error(`not a stored file type: ${extension}`);
    const name = `${crypto.randomUUID()}.${extension}`;
    const file = this.pathOf(tag, name);
    if (!file) throw new Error(`invalid tag for a file: ${tag}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.rename(sourcePath, file);
    return name;
  }

  async list(tag: string): Promise<string[]> {
    if (!TAG_PATTERN.test(tag)) return [];
    const names = await fs.promises.readdir(path.join(this.root, tag)).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    return names.filter((name) => isStoredFileRef(tag, name)).sort();
  }

  async putNamed(tag: string, name: string, size: number, bytes: NodeJS.ReadableStream): Promise<boolean> {
    const file = this.pathOf(tag, name);
    if (!file) throw new Error(`invalid file: ${tag}/${name}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${name}.tmp`);
    try {
      await pipeline(bytes, fs.createWriteStream(temporary, { flags: 'w', mode: 0o640 }));
      const written = (await fs.promises.stat(temporary)).size;
      if (written !== size) throw new Error(`a file changed while it was copied: ${name}`);
      // a hard link fails when the name exists: a file already there is never replaced
      await fs.promises.link(temporary, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  }

  receivingDir(tag: string): string {
    if (!TAG_PATTERN.test(tag)) throw new Error(`invalid tag for a file: ${tag}`);
    // beside the tenant's files (same file system: the accepted upload is moved in, not copied)
    return path.join(this.root, tag, '.receiving');
  }

  async open(tag: string, name: string): Promise<StoredFile | null> {
    const file = this.pathOf(tag, name);
    const contentType = contentTypeOf(path.extname(name).slice(1));
    if (!file || !contentType) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, fs.constants.O_RDONLY | NO_FOLLOW);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stat = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      contentType,
      size: stat.size,
      read: (range?: ByteRange) =>
        handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
      close: () => handle.close(),
    };
  }

  async remove(tag: string, name: string): Promise<void> {
    const file = this.pathOf(tag, name);
    if (!file) return;
    try {
      await fs.promises.unlink(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

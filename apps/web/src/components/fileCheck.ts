import { claimedKind, sniffFile, SNIFF_BYTES, type FileKind } from './fileKind.ts';

/** The largest file accepted per kind, in MB, as the server announces it (`uploadLimits`). */
export type UploadLimits = Readonly<Record<FileKind, number>>;

/** Why a file cannot be sent: a contract code and its values, ready for `t('contract:codes.…')`. */
export interface FileProblem {
  code: 'FileType' | 'FileTooLarge';
  max?: number;
}

export interface FileRule {
  kinds: readonly FileKind[];
  /** Only these detected formats (e.g. a logo: png, jpg, webp); every format of the kinds otherwise. */
  extensions?: readonly string[];
}

const MB = 1024 * 1024;

function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/**
 * Checks a chosen file the way the server will (docs/decisions.md, Accepted uploads): its content must be an
 * accepted format of one of the kinds, its name may claim no other kind, and it may not pass its kind's
 * limit (skipped while the limits are unknown: the server still checks). Null when it may be sent.
 */
export async function fileProblem(
  file: File,
  rule: FileRule,
  limits: UploadLimits | null,
): Promise<FileProblem | null> {
  const sniffed = sniffFile(await readHead(file));
  if (!sniffed || !rule.kinds.includes(sniffed.kind)) return { code: 'FileType' };
  if (rule.extensions && !rule.extensions.includes(sniffed.extension)) return { code: 'FileType' };
  const claimed = claimedKind(file.name);
  if (claimed && claimed !== sniffed.kind) return { code: 'FileType' };
  const max = limits?.[sniffed.kind];
  if (max !== undefined && file.size > max * MB) return { code: 'FileTooLarge', max };
  return null;
}

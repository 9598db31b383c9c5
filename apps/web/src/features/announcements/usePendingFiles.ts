import { useState } from 'react';
import { useFileCheck } from '../../components/useFileCheck.ts';
import { MULTIMEDIA_KINDS, addPending, type PendingFile, type StoredMultimedia } from './multimediaFiles.ts';

const MULTIMEDIA_RULE = { kinds: MULTIMEDIA_KINDS };

/**
 * The announcement's files until it is saved: the stored ones (some removed) and the new ones, each new one
 * checked the moment it is chosen (type by its bytes, size against the server's limit), a refused one
 * listed with the reason at it until it is removed; then their upload progress.
 */
export function usePendingFiles(multimedias: StoredMultimedia[]) {
  const check = useFileCheck(MULTIMEDIA_RULE);
  const [stored, setStored] = useState(multimedias);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingFile[]>([]);

  async function add(files: File[]) {
    const problems = await Promise.all(files.map(check));
    const hasCover = stored.some((item) => item.isCover);
    setPending((current) => addPending(current, files, hasCover, problems));
  }

  return {
    stored,
    removedFiles,
    pending,
    /** A file known to be refused: no save may start while one is listed. */
    refused: pending.some((item) => item.refused),
    add,
    removeStored(id: number) {
      setStored((current) => current.filter((item) => item.id !== id));
      setRemovedFiles((current) => [...current, id]);
    },
    remove: (key: string) => setPending((current) => current.filter((item) => item.key !== key)),
    setCover: (key: string) =>
      setPending((current) => current.map((item) => ({ ...item, isCover: item.key === key }))),
    progress(key: string, fraction: number | null, error?: string) {
      setPending((current) =>
        current.map((item) =>
          item.key === key ? { ...item, progress: fraction, error: error ?? null } : item,
        ),
      );
    },
    /** After a partial save: only the files not attached stay, to be retried. */
    keepOnly: (keys: readonly string[]) =>
      setPending((current) => current.filter((item) => keys.includes(item.key))),
  };
}

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '../crud/core/failureText.ts';
import type { Envelope } from '../graphql/envelope.ts';
import { isAuthFailure } from '../graphql/envelope.ts';
import { LOGO_RULE } from './logoFile.ts';
import { readImageFile, type ImageFile } from './readImageFile.ts';
import { useFileCheck } from './useFileCheck.ts';
import { useToast } from './useToast.ts';

export interface LogoUploadOptions<K extends string> {
  kinds: readonly K[];
  /** Sends one chosen file (on the upload service). */
  upload: (kind: K, file: ImageFile) => Promise<Envelope<unknown>>;
  /** The ChangeLogo toast's text key. */
  successKey: string;
  /** After every save, whether or not it failed (something may have been stored before the failure). */
  onSettled?: () => Promise<void> | void;
  /** After a save of every chosen file. */
  onSaved?: () => void;
}

/**
 * Choosing logos and saving them, without markup: the chosen files (type by their bytes and size checked in the browser
 * when chosen, read as base64), each chosen one sent in turn, the ChangeLogo toast, or the server's first message.
 * Nothing chosen → nothing to save (spec 000 §5: at least one file).
 */
export function useLogoUploads<K extends string>(options: LogoUploadOptions<K>) {
  const { kinds, upload, successKey, onSettled, onSaved } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const [files, setFiles] = useState<Partial<Record<K, ImageFile>>>({});
  const [problems, setProblems] = useState<Partial<Record<K, string>>>({});
  const check = useFileCheck(LOGO_RULE);

  const save = useMutation({
    mutationFn: async () => {
      for (const kind of kinds) {
        const file = files[kind];
        if (!file) continue;
        const envelope = await upload(kind, file);
        if (!envelope.isSuccess) return envelope;
      }
      return null;
    },
    onSuccess: async (failure) => {
      await onSettled?.();
      if (!failure) {
        toast.success(t(successKey));
        setFiles({});
        onSaved?.();
      } else if (!isAuthFailure(failure)) toast.error(failureText(failure, t));
    },
  });

  /** A refused file replaces the earlier choice: its name, preview and Save go with it. */
  async function choose(kind: K, file: File) {
    const problem = await check(file);
    const image = problem ? undefined : await readImageFile(file);
    setProblems((current) => ({ ...current, [kind]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [kind]: image }));
  }

  return {
    files,
    problems,
    choose,
    save: () => save.mutateAsync(),
    saving: save.isPending,
    canSave: kinds.some((kind) => files[kind]) && !kinds.some((kind) => problems[kind]) && !save.isPending,
  };
}

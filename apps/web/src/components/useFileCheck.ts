import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/client.ts';
import { UploadLimitsDocument } from '../graphql/generated/uploadLimits.shared.ts';
import { fileProblem, type FileRule, type UploadLimits } from './fileCheck.ts';

async function fetchLimits(): Promise<UploadLimits | null> {
  const answer = await request('shared', UploadLimitsDocument);
  const data = answer.isSuccess ? answer.data : null;
  if (typeof data?.imageMb !== 'number') return null;
  return { image: data.imageMb, pdf: data.pdfMb, video: data.videoMb };
}

/**
 * Checks a chosen file against the server's rules and limits (asked once per session from the shared
 * service): answers the message to show at the file in the user's language, or null when it may be sent.
 */
export function useFileCheck(rule: FileRule) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { kinds, extensions } = rule;
  return useCallback(
    async (file: File): Promise<string | null> => {
      const limits = await client
        .fetchQuery({ queryKey: ['uploadLimits'], queryFn: fetchLimits, staleTime: Infinity })
        .catch(() => null);
      const problem = await fileProblem(file, { kinds, ...(extensions ? { extensions } : {}) }, limits);
      return problem ? t(`contract:codes.${problem.code}`, { max: problem.max }) : null;
    },
    [client, kinds, extensions, t],
  );
}

/** The upload limits for a hint ('at most 2 MB'), or null until the server answers. */
export function useUploadLimits(): UploadLimits | null {
  const { data } = useQuery({ queryKey: ['uploadLimits'], queryFn: fetchLimits, staleTime: Infinity });
  return data ?? null;
}

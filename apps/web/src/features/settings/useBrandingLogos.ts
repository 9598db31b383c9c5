import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/state/session.ts';
import { readImageFile, type ImageFile } from '../../components/readImageFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { logoFileProblem } from '../people/roleLogo.ts';
import { BRANDING_LOGOS, LOGO_DOCUMENTS, type BrandingLogo } from './brandingDocuments.ts';
import { refreshSubscription } from './brandingSubscription.ts';

/**
 * The logo form without markup: the chosen files (read as base64), saving each chosen one on the upload
 * service, then the ChangeLogo toast and the session's subscription read again. Nothing chosen → Save stays
 * disabled (spec 000 §5: at least one file).
 */
export function useBrandingLogos() {
  const { t } = useTranslation();
  const toast = useToast();
  const { subscription } = useSession();
  const tag = subscription?.tag ?? null;
  const [files, setFiles] = useState<Partial<Record<BrandingLogo, ImageFile>>>({});
  const [problems, setProblems] = useState<Partial<Record<BrandingLogo, string>>>({});

  const save = useMutation({
    mutationFn: async () => {
      for (const kind of BRANDING_LOGOS) {
        const file = files[kind];
        if (!file) continue;
        const variables = { fileName: file.fileName, fileBase64String: file.base64, tag };
        const envelope = await request('upload', LOGO_DOCUMENTS[kind], variables);
        if (!envelope.isSuccess) return envelope;
      }
      return null;
    },
    onSuccess: async (failure) => {
      if (tag) await refreshSubscription(tag);
      if (!failure) {
        toast.success(t('branding.logoChanged'));
        setFiles({});
      } else if (!isAuthFailure(failure)) toast.error(failureText(failure, t));
    },
  });

  async function choose(kind: BrandingLogo, file: File) {
    const problem = logoFileProblem(file);
    setProblems((current) => ({
      ...current,
      [kind]: problem ? t(problem.key, { max: problem.max }) : undefined,
    }));
    if (problem) return;
    const image = await readImageFile(file);
    setFiles((current) => ({ ...current, [kind]: image }));
  }

  return {
    current: {
      logo: subscription?.company.logo ?? null,
      transparentLogo: subscription?.company.transparentLogo ?? null,
    },
    files,
    problems,
    choose,
    save: () => save.mutate(),
    saving: save.isPending,
    canSave: BRANDING_LOGOS.some((kind) => files[kind]) && !save.isPending,
  };
}

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordsReady, type NewPasswordValues } from '../../components/NewPasswordFields.tsx';
import { failureText } from '../../crud/core/failureText.ts';
import { acceptInvitation, type LinkPurpose } from './acceptInvitation.ts';

/**
 * The invitation and reset pages without markup (/auth/davet, /auth/sifre-yenile ?tag=&token=): a new
 * password typed twice; the server checks the link and the policy. Done → a message and the way to sign
 * in; refused → the server's message.
 */
export function useInvitation(purpose: LinkPurpose = 'invitation') {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', repeatPassword: '' });
  const send = useMutation({
    mutationFn: () => acceptInvitation({ tag, token, password: values.newPassword }, purpose),
  });
  const answer = send.data;
  const linkMissing = tag === '' || token === '';
  const error = linkMissing
    ? t('contract:codes.InvalidInvitation')
    : answer && !answer.isSuccess
      ? failureText(answer, t)
      : null;
  return {
    tag,
    values,
    change: setValues,
    error,
    accepted: answer?.isSuccess === true,
    pending: send.isPending,
    canSubmit: !linkMissing && passwordsReady(values) && !send.isPending,
    submit() {
      if (!linkMissing && passwordsReady(values)) return send.mutateAsync();
    },
  };
}

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordsReady } from '../../components/NewPasswordFields.tsx';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useSession } from '../../state/session.ts';
import { request } from '../../graphql/client.ts';
import { ChangePasswordDocument } from '../../graphql/generated/people.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * The password change without markup: submit waits until all three are filled and the two new ones match;
 * the server checks the current password and the policy (its message is shown); success → toast, then /.
 */
export function usePasswordChange() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { userId } = useSession();
  const [values, setValues] = useState<PasswordChangeValues>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const send = useMutation({
    mutationFn: () =>
      request('main', ChangePasswordDocument, {
        userId,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(t('people.passwordChanged'));
        void navigate('/');
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  const canSubmit = values.oldPassword !== '' && passwordsReady(values) && !send.isPending;
  return {
    values,
    change: (next: Partial<PasswordChangeValues>) => setValues((current) => ({ ...current, ...next })),
    submit() {
      if (canSubmit) return send.mutateAsync();
    },
    pending: send.isPending,
    canSubmit,
  };
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { failureText } from '../core/failureText.ts';

/** Shows a failed load's first message once per answer (auth failures redirect instead). */
export function useFailureToast(envelope: Envelope<unknown> | undefined): void {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    if (envelope && !envelope.isSuccess && !isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  }, [envelope, toast, t]);
}

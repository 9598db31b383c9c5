import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OptionChoices, OptionItem } from '../core/optionTypes.ts';
import { optionsQueryKey } from '../core/options.ts';
import { fetchOptions } from './fetchOptions.ts';
import { useFailureToast } from './useFailureToast.ts';

const STALE_MS = 60_000;

/** The choices of a select or a list filter: fixed values, or one page of a list (roles, departments). */
export function useOptions(choices: OptionChoices | undefined): { options: OptionItem[]; loading: boolean } {
  const { t } = useTranslation();
  const source = choices && 'source' in choices ? choices.source : undefined;
  const query = useQuery({
    queryKey: source ? optionsQueryKey(source, source.pager) : ['options:none'],
    queryFn: ({ signal }) => (source ? fetchOptions(source, source.pager, signal) : null),
    enabled: Boolean(source),
    staleTime: STALE_MS,
  });
  useFailureToast(query.data?.envelope);
  if (choices && 'values' in choices) {
    const options = choices.values.map((option) => ({
      id: option.value,
      label: option.labelKey ? t(option.labelKey) : String(option.value),
    }));
    return { options, loading: false };
  }
  return { options: query.data?.options ?? [], loading: query.isFetching };
}

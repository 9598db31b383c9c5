import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { AddOfficialHolidaysDocument, CopyHolidaysDocument } from '../../graphql/generated/leave.ts';

interface Fill {
  added: number;
  skipped: number;
  movingLeftOut: boolean;
}

/**
 * The holiday list's two year actions (docs/leave.md): fill a year from Turkey's official calendar, copy a
 * year to the next. Each says what it did (and that the religious holidays are left to enter when their
 * dates are not known), then the list reloads.
 */
export function useHolidayYear(year: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useListRefresh(['holidays', 'permissions'], () => undefined);
  const done = (envelope: { isSuccess: boolean; data?: Fill | null } & Parameters<typeof failureText>[0]) => {
    if (envelope.isSuccess && envelope.data) {
      const { added, skipped, movingLeftOut } = envelope.data;
      // '15 tatil zaten vardı, 0 eklendi': a second click says why nothing was added
      toast.success(
        skipped > 0
          ? t('leave.holidaysAlreadyThere', { count: skipped, added })
          : t('leave.holidaysAdded', { count: added }),
      );
      if (movingLeftOut) toast.info(t('leave.movingLeftOut'));
      refresh();
    } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  };
  const official = useMutation({
    mutationFn: () => request('main', AddOfficialHolidaysDocument, { inputModel: { year } }),
    onSuccess: done,
  });
  const copy = useMutation({
    mutationFn: () =>
      request('main', CopyHolidaysDocument, { inputModel: { fromYear: year, toYear: year + 1 } }),
    onSuccess: done,
  });
  return {
    busy: official.isPending || copy.isPending,
    addOfficial: () => official.mutateAsync(),
    copyToNext: () => copy.mutateAsync(),
  };
}

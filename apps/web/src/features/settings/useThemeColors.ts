import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { themeColorInput } from '@pano/contract';
import { useSession } from '../../state/session.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useContractForm } from '../../crud/hooks/useContractForm.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { SetThemeColorDocument } from '../../graphql/generated/settings.ts';
import type { ThemeColors, ThemeField } from './branding.ts';
import { colorsOf, refreshSubscription } from './brandingSubscription.ts';

/**
 * The theme form without markup: five colours checked by the contract's rule as they are typed (the theme
 * colour required, every colour #rgb or #rrggbb), the previews follow the form, and saving sends
 * setThemeColor, shows ChangedTheme and re-reads the subscription so the panel takes the colours at once.
 */
export function useThemeColors() {
  const { t } = useTranslation();
  const toast = useToast();
  const { subscription } = useSession();
  const tag = subscription?.tag ?? null;
  const form = useContractForm(themeColorInput, { ...colorsOf(subscription), tag });
  const values = form.watch() as Partial<ThemeColors>;
  const preview = { ...colorsOf(subscription), ...pickValid(values) };

  const save = useMutation({
    mutationFn: (colors: Record<string, unknown>) => {
      const color = (name: ThemeField) => {
        const value = colors[name];
        return typeof value === 'string' ? value : null;
      };
      return request('main', SetThemeColorDocument, {
        colorCode: color('colorCode') ?? '',
        primaryColorCode: color('primaryColorCode'),
        secondaryColorCode: color('secondaryColorCode'),
        contentBackgroundColorCode: color('contentBackgroundColorCode'),
        contentTextColorCode: color('contentTextColorCode'),
        tag,
      });
    },
    onSuccess: async (envelope) => {
      if (envelope.isSuccess) {
        if (tag) await refreshSubscription(tag);
        toast.success(t('branding.themeChanged'));
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });

  return {
    form,
    preview,
    saving: save.isPending,
    /** Answers the check's and the request's promise: the button takes no second click until it settles. */
    submit: () => form.handleSubmit((colors) => save.mutateAsync(colors).then(() => undefined))(),
    reset: () => form.reset({ ...colorsOf(subscription), tag }),
  };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The typed colours that are valid (a half-typed one keeps the previous colour in the preview). */
function pickValid(values: Partial<ThemeColors>): Partial<ThemeColors> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => key !== 'tag' && typeof value === 'string' && HEX.test(value),
    ),
  );
}

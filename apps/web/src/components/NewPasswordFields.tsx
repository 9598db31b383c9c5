import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@pano/contract';
import { useTranslation } from 'react-i18next';

export interface NewPasswordValues {
  newPassword: string;
  repeatPassword: string;
}

/** The repeat differs from a typed new password (shown once the repeat has text). */
export function passwordsMismatch({ newPassword, repeatPassword }: NewPasswordValues): boolean {
  return repeatPassword !== '' && newPassword !== repeatPassword;
}

/** Both are filled and equal: what 'submit' waits for (spec 001 §5, password change). */
export function passwordsReady(values: NewPasswordValues): boolean {
  return values.newPassword !== '' && values.newPassword === values.repeatPassword;
}

export interface NewPasswordFieldsProps<V extends NewPasswordValues> {
  values: V;
  onChange(values: V): void;
  disabled?: boolean;
}

/**
 * A new password, with the policy under it, and its repeat, which says 'Şifreler uyuşmuyor' when the two
 * differ (the contract's labels and texts).
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  values,
  onChange,
  disabled,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation();
  const mismatch = passwordsMismatch(values);
  const box = (name: keyof NewPasswordValues, helperText: string | undefined) => (
    <TextField
      type="password"
      label={t(`contract:fields.${name}`)}
      value={values[name]}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      error={name === 'repeatPassword' && mismatch}
      helperText={helperText}
      required
      disabled={disabled}
      autoComplete="new-password"
    />
  );
  return (
    <>
      {box('newPassword', t('password.policy', { min: PASSWORD_MIN_LENGTH }))}
      {box('repeatPassword', mismatch ? t('contract:validation.passwordsDoNotMatch') : undefined)}
    </>
  );
}

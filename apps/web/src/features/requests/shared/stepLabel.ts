import type { TFunction } from 'i18next';

export interface StepParts {
  number: number | null | undefined;
  kindName?: string | null;
  name?: string | null;
}

/**
 * A step beside its number, as every request screen names it: 'Adım 2 · Onay · İnsan Kaynakları' (the kind
 * and what it does, in the server's words; what is missing is left out); '' without a number.
 */
export function stepLabel(t: TFunction, { number, kindName, name }: StepParts): string {
  if (!number) return '';
  return [t('requests.step', { number }), kindName, name].filter(Boolean).join(' · ');
}

/** Whom an approval waits on: the person, with on whose behalf when they stand in for someone. */
export function waitedFor(
  t: TFunction,
  approval: { user: { fullName: string }; forUser?: { fullName: string } | null },
): string {
  return approval.forUser
    ? t('requests.forPerson', { name: approval.user.fullName, person: approval.forUser.fullName })
    : approval.user.fullName;
}

import { request } from '../../graphql/client.ts';
import {
  UploadLogoDocument,
  UploadTransparentLogoDocument,
  type UploadLogoMutationVariables,
} from '../../graphql/generated/settings.ts';

/** Which of the company's two logos (spec 000 §2 /ayarlar/logo). */
export type BrandingLogo = 'logo' | 'transparentLogo';
export const BRANDING_LOGOS: readonly BrandingLogo[] = ['logo', 'transparentLogo'];

/** `uploadLogo(inputModel: {fileName fileBase64String tag})` or its transparent twin, on /graphql/upload. */
export function uploadLogo(kind: BrandingLogo, variables: UploadLogoMutationVariables) {
  return kind === 'logo'
    ? request('upload', UploadLogoDocument, variables)
    : request('upload', UploadTransparentLogoDocument, variables);
}

/** The theme form's fields, in the order the page shows them (spec 000 §7 setThemeColor). */
export const THEME_FIELDS = [
  'colorCode',
  'primaryColorCode',
  'secondaryColorCode',
  'contentBackgroundColorCode',
  'contentTextColorCode',
] as const;
export type ThemeField = (typeof THEME_FIELDS)[number];
export type ThemeColors = Record<ThemeField, string>;

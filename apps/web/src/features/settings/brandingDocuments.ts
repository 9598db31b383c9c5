import { mutationDocument } from '../../crud/documents.ts';

/** Which of the company's two logos (spec 000 §2 /ayarlar/logo). */
export type BrandingLogo = 'logo' | 'transparentLogo';
export const BRANDING_LOGOS: readonly BrandingLogo[] = ['logo', 'transparentLogo'];

const LOGO_INPUTS = [
  { name: 'fileName', type: 'String!' },
  { name: 'fileBase64String', type: 'String!' },
  { name: 'tag', type: 'String' },
];

/** `uploadLogo(inputModel: {fileName fileBase64String tag})` and its transparent twin (on /graphql/upload). */
export const LOGO_DOCUMENTS: Record<BrandingLogo, string> = {
  logo: mutationDocument('uploadLogo', LOGO_INPUTS),
  transparentLogo: mutationDocument('uploadTransparentLogo', LOGO_INPUTS),
};

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

export const SET_THEME_COLOR_DOCUMENT = mutationDocument('setThemeColor', [
  ...THEME_FIELDS.map((name) => ({ name, type: name === 'colorCode' ? 'String!' : 'String' })),
  { name: 'tag', type: 'String' },
]);

export const brandingDocuments: [string, string][] = [
  ['uploadLogo', LOGO_DOCUMENTS.logo],
  ['uploadTransparentLogo', LOGO_DOCUMENTS.transparentLogo],
  ['setThemeColor', SET_THEME_COLOR_DOCUMENT],
];

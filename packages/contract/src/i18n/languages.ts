/** The interface languages: Turkish by default, English the other. */
export type Language = 'tr' | 'en';
export const LANGUAGES: readonly Language[] = ['tr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'tr';

import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The shell's and the shared words; each area's own lie beside its screens and are added by the app. */
export const sharedDictionaries = { tr, en };

import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list } from '../area.tsx';

/** Anonymous complaints and their types (spec 000 §2). */
export const complaintsArea = defineArea({
  name: 'complaints',
  screens: {
    complaintTypes: list('/anonimmesaj/tipler', 'complaintTypes'),
    complaints: list('/anonimmesaj/sikayetler', 'complaints'),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.complaintsRegistry),
});

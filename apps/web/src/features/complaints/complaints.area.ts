import { defineArea, list } from '../area.tsx';

/** Anonymous complaints and their types (spec 000 §2). */
export const complaintsArea = defineArea({
  name: 'complaints',
  screens: {
    complaintTypes: list('/anonimmesaj/tipler', 'complaintTypes'),
    complaints: list('/anonimmesaj/sikayetler', 'complaints'),
  },
  registry: () => import('./registry.ts').then((module) => module.complaintsRegistry),
});

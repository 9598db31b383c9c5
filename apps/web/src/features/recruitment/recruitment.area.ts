import { defineArea, list } from '../area.tsx';

/**
 * Recruitment (spec 002 §2 Recruitment): the lookups, the staff-demand workflows, rating types with their
 * criteria and the rating results (docs/recruitment.md).
 */
export const recruitmentArea = defineArea({
  name: 'recruitment',
  screens: {
    demandReasons: list('/isealim/tanimlamalar/talepnedenleri', 'demandReasons'),
    documentTypes: list('/isealim/tanimlamalar/dokumantipleri', 'documentTypes'),
    educationStatuses: list('/isealim/tanimlamalar/egitimdurumu', 'educationStatuses'),
    employmentTypes: list('/isealim/tanimlamalar/calismatipleri', 'employmentTypes'),
    jobLeaveReasons: list('/isealim/tanimlamalar/ayrilmanedenleri', 'jobLeaveReasons'),
    jobPositions: list('/isealim/tanimlamalar/pozisyonbilgileri', 'jobPositions'),
    languages: list('/isealim/tanimlamalar/dilbilgileri', 'languages'),
    staffDemandWorkflows: list('/isealim/tanimlamalar/isakislari', 'staffDemandWorkflows'),
    ratingResults: list('/isealim/degerlendirmeler/sonucakislari', 'ratingResults'),
    ratingTypes: list('/isealim/degerlendirmeler/kritertipleri', 'ratingTypes'),
    ratingItems: list('/isealim/degerlendirmeler/kritertipleri/:ratingTypeId/kriterler', 'ratingItems'),
  },
  registry: () => import('./registry.ts').then((module) => module.recruitmentRegistry),
});

import { defineArea, list, page } from '../area.tsx';

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
    applicants: list('/isealim/adaylar', 'applicants'),
    applicant: page(
      '/isealim/adaylar/:applicantId',
      () => import('./applicants/ApplicantDetailPage.tsx'),
      'ApplicantDetailPage',
    ),
    applicantOffer: page(
      '/isealim/adaylar/:applicantId/teklif/:offerId',
      () => import('./applicants/OfferDetailPage.tsx'),
      'OfferDetailPage',
    ),
    applicantInterview: page(
      '/isealim/adaylar/:applicantId/gorusme/:interviewId',
      () => import('./interviews/InterviewDetailPage.tsx'),
      'InterviewDetailPage',
    ),
    staffDemands: list('/isealim/personeltalep', 'staffDemands'),
    staffDemand: page(
      '/isealim/personeltalep/:staffDemandId',
      () => import('./staffDemands/StaffDemandPage.tsx'),
      'StaffDemandPage',
    ),
  },
  registry: () => import('./registry.ts').then((module) => module.recruitmentRegistry),
});

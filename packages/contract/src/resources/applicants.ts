import {
  applicantCreateInput,
  applicantDocumentCreateInput,
  applicantOfferCreateInput,
  applicantOfferUpdateInput,
  applicantUpdateInput,
} from '../validation/applicants.ts';
import { crudResource, defineResource } from './resource.ts';

/** Applicants (spec 002 §7: pagerModel {paging, searchText, educationStatusId, employmentTypeId}). */
export const applicantResource = crudResource(
  'Applicant',
  'applicants',
  applicantCreateInput,
  applicantUpdateInput,
);

/** An applicant's documents: listed in the applicant read; added from a streamed upload, removed by id. */
export const applicantDocumentResource = defineResource({
  typeName: 'ApplicantDocument',
  create: { name: 'addApplicantDocument', input: applicantDocumentCreateInput },
  remove: 'deleteApplicantDocument',
});

/** An applicant's operations (spec 002 §7: pagerModel {paging, applicantId}, reads applicantOperations). */
export const applicantOperationResource = defineResource({
  typeName: 'ApplicantOperation',
  list: 'applicantOperations',
});

/** An applicant's offers (pagerModel {paging, applicantId}, reads applicantOffers; one reads applicantOffer). */
export const applicantOfferResource = defineResource({
  typeName: 'ApplicantOffer',
  list: 'applicantOffers',
  single: 'applicantOffer',
  create: { name: 'createApplicantOffer', input: applicantOfferCreateInput },
  update: { name: 'updateApplicantOffer', input: applicantOfferUpdateInput },
});

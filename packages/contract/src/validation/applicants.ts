import { z } from 'zod';
import { emailInput } from './sign-in.ts';
import { gsmInput } from './gsm.ts';
import { id, specEntity } from './reference.ts';
import { isoDay, stripInvisible } from './text.ts';

/** Applicants and their offers (spec 002 §3 Applicant, ApplicantOffer; docs/recruitment.md 'Applicants'). */
export const APPLICANT_NAME_MAX_LENGTH = 100;
export const APPLICANT_TEXT_MAX_LENGTH = 2000;
/** The offer states (`applicantOfferStatus.<state>` in the dictionary); a new offer is waiting. */
export const APPLICANT_OFFER_STATES = ['waiting', 'accepted', 'declined', 'withdrawn'] as const;
export type ApplicantOfferState = (typeof APPLICANT_OFFER_STATES)[number];
/** The document kinds an applicant's document may be (the streamed upload's `kinds`). */
export const APPLICANT_DOCUMENT_KINDS = ['pdf', 'image'] as const;

const name = z.string().overwrite(stripInvisible).trim().min(1).max(APPLICANT_NAME_MAX_LENGTH);
const optionalText = (max: number) =>
  z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** 'Hepsi' (id 0) or nothing: no filter (spec 002 §4). */
const optionalId = z
  .number()
  .int()
  .min(0)
  .nullish()
  .transform((v) => (v ? v : null));

/** An applicant (name and surname required; email and gsm checked as a user's are, when given). */
export const applicantCreateInput = z.object({
  name,
  surname: name,
  email: emailInput.nullish().or(z.literal('').transform(() => null)),
  gsm: gsmInput,
  reference: optionalText(200),
  birthDate: isoDay.nullish().or(z.literal('').transform(() => null)),
  cityId: optionalId,
  townId: optionalId,
  educationStatusId: optionalId,
  employmentTypeId: optionalId,
  jobPositionId: optionalId,
});
export const applicantUpdateInput = applicantCreateInput.extend({ id, entity: specEntity });

/** Who else has this e-mail or phone (the dialog warns before saving). */
export const applicantDuplicatesInput = z.object({
  email: z.string().trim().max(254).nullish(),
  gsm: z.string().trim().max(32).nullish(),
  id: id.nullish(),
});

/** A CV or another document: its type and the streamed upload (POST /files/upload?kinds=pdf,image). */
export const applicantDocumentCreateInput = z.object({
  applicantId: id,
  documentTypeId: id,
  uploadId: z.string().trim().min(1).max(36),
});

const description = z.string().overwrite(stripInvisible).trim().min(1).max(APPLICANT_TEXT_MAX_LENGTH);

/** The largest salary an offer may name (numeric(12,2) holds more; anything above is a typing slip). */
export const OFFER_SALARY_MAX = 999_999_999.99;
/** Whole cents only: 1234.5 and 1234.56 pass, 1234.567 does not (`maxTwoDecimals`). */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const optionalDay = isoDay.nullish().or(z.literal('').transform(() => null));
const offerFields = {
  applicantId: id,
  description,
  staffDemandId: optionalId,
  jobPositionId: optionalId,
  salary: z
    .number()
    .min(0)
    .max(OFFER_SALARY_MAX)
    .refine(hasTwoDecimals, { message: 'maxTwoDecimals' })
    .nullish()
    .transform((v) => (v === undefined ? null : v)),
  startDate: optionalDay,
  validUntil: optionalDay,
};
/** An offer answered after its start makes no sense: the validity ends on the start day at the latest. */
const validityIssue = (value: { startDate?: string | null; validUntil?: string | null }) =>
  !value.startDate || !value.validUntil || value.validUntil <= value.startDate;
const validityRule = { message: 'offerValidAfterStart', path: ['validUntil'] };

/**
 * An offer (docs/recruitment.md 'Offers'): what is offered, for which staff demand and position, the salary
 * (≥ 0, at most 2 decimals), the start day and the day it is valid until (not after the start; not before
 * today, checked by the server where today is known), each optional but the description.
 */
export const applicantOfferCreateInput = z.object(offerFields).refine(validityIssue, validityRule);
export const applicantOfferUpdateInput = z
  .object({ ...offerFields, id, entity: specEntity })
  .refine(validityIssue, validityRule);

/** The applicant's answer (or HR withdrawing it): completes the offer; an acceptance may name a start date. */
export const applicantOfferDecideInput = z.object({
  id,
  state: z.enum(['accepted', 'declined', 'withdrawn']),
  startDate: isoDay.nullish().or(z.literal('').transform(() => null)),
});

/** An accepted offer becomes a user: role and department as the people area requires them. */
export const hireApplicantInput = z.object({
  offerId: id,
  roleId: id,
  departmentId: id,
  startDate: isoDay.nullish().or(z.literal('').transform(() => null)),
});

export type ApplicantOfferDecideInput = z.infer<typeof applicantOfferDecideInput>;
export type HireApplicantInput = z.infer<typeof hireApplicantInput>;

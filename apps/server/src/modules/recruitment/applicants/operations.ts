import { fieldLabel, translate, type Language } from '@pano/contract';
import { applicantOperations } from '../../../db/tenant/applicants.table.ts';
import type { TenantDb, TenantTx } from '../../../db/tenant-db.ts';

/**
 * The events an applicant's operations tab shows (spec 002 §3 ApplicantOperation). Interview events are
 * written by the interviews module with detail keys `date`, `user` and `result`.
 */
export const APPLICANT_EVENTS = [
  'created',
  'updated',
  'documentAdded',
  'documentRemoved',
  'offerCreated',
  'offerUpdated',
  'offerAccepted',
  'offerDeclined',
  'offerWithdrawn',
  'hired',
  'interviewScheduled',
  'interviewRecorded',
  'interviewCompleted',
  'demandLinked',
  'demandUnlinked',
] as const;
export type ApplicantEvent = (typeof APPLICANT_EVENTS)[number];

export type ApplicantOperationDetail = Record<string, string | number | null>;

/**
 * Writes one operations line in the caller's transaction, so a change and its line are saved or refused
 * together. `detail` holds raw values (names, dates, field lists), never sentences: the line is written in
 * the reader's language when it is read (`applicantOperationText`).
 */
export async function recordApplicantOperation(
  tx: TenantTx | TenantDb,
  line: {
    applicantId: number;
    userId: number | null;
    event: ApplicantEvent;
    detail?: ApplicantOperationDetail;
  },
): Promise<void> {
  await tx.insert(applicantOperations).values({
    applicantId: line.applicantId,
    userId: line.userId,
    event: line.event,
    detail: line.detail ?? {},
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** An ISO date or time in the reader's calendar (Turkey's clock: the tenants are Turkish institutions). */
function dateText(lang: Language, value: unknown): string {
  const raw = text(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw;
  const hasTime = raw.length > 10;
  const at = new Date(hasTime ? raw : `${raw}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return raw;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    ...(hasTime ? { timeStyle: 'short', timeZone: 'Europe/Istanbul' } : { timeZone: 'UTC' }),
  }).format(at);
}

/** The `updated` line's field list (`fields`, comma separated names) as labels in the reader's language. */
const fieldsText = (lang: Language, value: unknown) =>
  text(value)
    .split(',')
    .filter(Boolean)
    .map((field) => fieldLabel(lang, field))
    .join(', ');

/** One operations line as a sentence in the reader's language (`applicantOperation.<event>`). */
export function applicantOperationText(
  lang: Language,
  event: string,
  detail: ApplicantOperationDetail,
): string {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(detail)) params[key] = text(value);
  params.date = dateText(lang, detail.date);
  params.startDate = dateText(lang, detail.startDate) || '-';
  params.fields = fieldsText(lang, detail.fields);
  if (detail.state) params.status = translate(lang, `applicantOfferStatus.${text(detail.state)}`);
  const key = `applicantOperation.${event}`;
  return translate(lang, key, params);
}

import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizeGsm, type applicantDuplicatesInput } from '@pano/contract';
import type { z } from 'zod';
import { applicants } from '../../../db/tenant/applicants.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { ok } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';

/** Someone already on file with the same e-mail or phone: another applicant, or a user (`kind`). */
export interface ApplicantDuplicate {
  id: number;
  fullName: string;
  kind: 'applicant' | 'user';
}

const DUPLICATES_MAX = 10;

/** The e-mail compared without case, the phone as its 10 digits; both empty: nothing to compare. */
function sameContact(email: SQL, gsm: SQL, given: { email?: string | null; gsm?: string | null }) {
  const conditions: SQL[] = [];
  if (given.email?.trim()) conditions.push(sql`lower(${email}) = ${given.email.trim().toLowerCase()}`);
  if (given.gsm?.trim()) conditions.push(sql`${gsm} = ${normalizeGsm(given.gsm)}`);
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * The applicants (other than `exceptId`) and users with this e-mail or phone (issue 28 §3: an applicant
 * already on file is flagged, the panel offers to open the other one). Users are named so HR sees that a
 * colleague or a former employee applies; only applicants can be opened.
 */
export async function findDuplicates(
  db: TenantDb,
  given: { email?: string | null; gsm?: string | null },
  exceptId?: number | null,
): Promise<ApplicantDuplicate[]> {
  const applicantMatch = sameContact(sql`${applicants.email}`, sql`${applicants.gsm}`, given);
  if (!applicantMatch) return [];
  const others = await db
    .select({ id: applicants.id, name: applicants.name, surname: applicants.surname })
    .from(applicants)
    .where(and(applicantMatch, exceptId ? ne(applicants.id, exceptId) : undefined))
    .orderBy(applicants.id)
    .limit(DUPLICATES_MAX);
  const userMatch = sameContact(sql`${users.email}`, sql`${users.gsm}`, given);
  const people = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(userMatch)
    .orderBy(users.id)
    .limit(DUPLICATES_MAX);
  return [
    ...others.map((row) => ({
      id: row.id,
      fullName: `${row.name} ${row.surname}`,
      kind: 'applicant' as const,
    })),
    ...people.map((row) => ({ id: row.id, fullName: `${row.name} ${row.surname}`, kind: 'user' as const })),
  ];
}

/** The duplicates of each applicant of a page (Applicant.duplicates): one query per applicant shown. */
export async function duplicatesByApplicant(
  db: TenantDb,
  ids: readonly number[],
): Promise<Map<number, ApplicantDuplicate[]>> {
  const rows = ids.length
    ? await db
        .select({ id: applicants.id, email: applicants.email, gsm: applicants.gsm })
        .from(applicants)
        .where(or(...ids.map((id) => eq(applicants.id, id))))
    : [];
  const found = await Promise.all(
    rows.map(async (row) => [row.id, await findDuplicates(db, row, row.id)] as const),
  );
  return new Map(found);
}

/** `applicantDuplicates(email, gsm)`: who has them already, asked by the dialog before it saves. */
export async function applicantDuplicates(
  ctx: OperationContext,
  input: z.output<typeof applicantDuplicatesInput>,
) {
  return ok(await findDuplicates(ctx.db, input, input.id));
}

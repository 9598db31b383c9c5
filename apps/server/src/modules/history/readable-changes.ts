import type { Row } from '../../crud/entity-definition.ts';
import { mayReadPersonal, personalFieldsOf, type PersonalReader } from '../../graphql/personal-fields.ts';

type Changes = Record<string, Record<string, unknown>>;

/**
 * A history row's changes as the caller may read them: a person's personal fields (a user's identity
 * number, an applicant's phone) keep their name but not their values without the permission that opens
 * them (docs/security.md, 2); the person's own are theirs.
 */
export async function readableChanges(reader: PersonalReader, row: Row): Promise<Changes> {
  const changes = (row.changes ?? {}) as Changes;
  const personal = personalFieldsOf(String(row.entity));
  if (!personal?.fields.some((field) => field in changes)) return changes;
  const owner = personal.owner === 'id' ? row.entityId : undefined;
  if (await mayReadPersonal(reader, personal, owner ?? undefined)) return changes;
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      personal.fields.includes(field)
        ? Object.fromEntries(Object.keys(change).map((side) => [side, null]))
        : change,
    ]),
  );
}

import type { Envelope } from '../../graphql/envelope.ts';
import { compile, type CompiledMembership } from './compile.ts';
import { fieldFailures, type FieldFailures } from './fieldFailures.ts';
import type { EntityDefinition } from './definition.ts';
import { variablesOf, type MutationDocument } from './documents.ts';
import type { FormValues, MutationMode } from './fieldTypes.ts';
import { isEmptyDiff, membershipDiff, type MembershipDiff, type MembershipLink } from './membershipDiff.ts';

export type Send = (
  document: MutationDocument,
  variables: Record<string, unknown>,
) => Promise<Envelope<unknown>>;

export interface SaveRequest {
  mode: MutationMode;
  /** The validated values. */
  values: FormValues;
  /** update: what the dialog started from, to tell whether anything changed. */
  initial?: FormValues;
  /** The current links of each membership picker. */
  links?: Readonly<Record<string, readonly MembershipLink[]>>;
  /** The fields the dialog shows: a refusal naming one is shown there, the dialog still open. */
  fields?: readonly string[];
}

export type SaveOutcome =
  | { status: 'saved' }
  | { status: 'unchanged' }
  | { status: 'failed'; envelope: Envelope<unknown>; changed: boolean; failures: FieldFailures };

/** The ids a picker holds. */
export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Memberships saved as a difference in this mode: those whose ids the mutation's input does not carry. */
function pendingDiffs(definition: EntityDefinition, request: SaveRequest) {
  const { inputs, memberships } = compile(definition);
  const sent = new Set(inputs[request.mode].map((field) => field.name));
  return memberships
    .filter(({ membership }) => !sent.has(membership.field))
    .map((compiled): [CompiledMembership, MembershipDiff] => [
      compiled,
      membershipDiff(
        request.links?.[compiled.membership.field] ?? [],
        idsOf(request.values[compiled.membership.field]),
      ),
    ]);
}

const failed = (envelope: Envelope<unknown>, changed: boolean, request: SaveRequest): SaveOutcome => ({
  status: 'failed',
  envelope,
  changed,
  failures: fieldFailures(envelope, request.fields ?? []),
});

function fieldsChanged(definition: EntityDefinition, request: SaveRequest): boolean {
  if (request.mode === 'create' || !request.initial) return true;
  const { inputs, schemas } = compile(definition);
  const before = schemas.update?.safeParse(request.initial);
  // what the dialog started from, as the schema reads it (fields it does not know, the rowVersion, kept)
  const start = before ? (before.success ? { ...request.initial, ...before.data } : null) : request.initial;
  if (!start) return true;
  const variables = (values: FormValues) => JSON.stringify(variablesOf(inputs.update, values));
  return variables(start) !== variables(request.values);
}

/**
 * Saves a dialog: the entity's create or update (only when its own fields changed), then each membership's
 * difference (added → create link, removed → delete link). Nothing changed at all → 'unchanged', no call.
 */
export async function saveEntity(
  definition: EntityDefinition,
  request: SaveRequest,
  send: Send,
): Promise<SaveOutcome> {
  const { documents, inputs } = compile(definition);
  const diffs = pendingDiffs(definition, request);
  const changed = fieldsChanged(definition, request);
  const linksChanged = diffs.some(([, diff]) => !isEmptyDiff(diff));
  if (!changed && !linksChanged) return { status: 'unchanged' };

  let ownerId = request.values.id;
  if (changed) {
    const document = request.mode === 'create' ? documents.create : documents.update;
    if (!document) throw new Error(`${definition.key} has no ${request.mode} mutation`);
    const envelope = await send(document, variablesOf(inputs[request.mode], request.values));
    if (!envelope.isSuccess) return failed(envelope, false, request);
    if (request.mode === 'create') ownerId = (envelope.data as { id?: number } | null)?.id;
  }
  const calls = diffs.flatMap(([{ membership, documents: links }, diff]) => [
    ...diff.added.map((memberId) =>
      send(links.create, {
        [membership.ownerKey]: ownerId,
        [membership.memberKey]: memberId,
        ...variablesOf(membership.inputs ?? [], request.values),
      }),
    ),
    ...diff.removed.map((link) => send(links.remove, { id: link.id })),
  ]);
  const failure = (await Promise.all(calls)).find((envelope) => !envelope.isSuccess);
  return failure ? failed(failure, true, request) : { status: 'saved' };
}

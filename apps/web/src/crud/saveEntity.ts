import type { Envelope } from '../graphql/envelope.ts';
import type { DialogValues } from './contractResolver.ts';
import { entityDocuments, inputFields, mutationVariables } from './documents.ts';
import { isEmptyDiff, membershipDiff, type MembershipDiff, type MembershipLink } from './membershipDiff.ts';
import { membershipDocuments } from './membershipDocuments.ts';
import type { EntityDefinition, MembershipDefinition, MutationMode } from './types.ts';

export type Send = (document: string, variables: Record<string, unknown>) => Promise<Envelope<unknown>>;

export interface SaveRequest {
  mode: MutationMode;
  /** The validated values. */
  values: DialogValues;
  /** update: what the dialog started from, to tell whether anything changed. */
  initial?: DialogValues;
  /** The current links of each membership picker. */
  links?: Readonly<Record<string, MembershipLink[]>>;
}

export type SaveOutcome =
  | { status: 'saved' }
  | { status: 'unchanged' }
  | { status: 'failed'; envelope: Envelope<unknown>; changed: boolean };

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Memberships saved as a difference in this mode: those whose ids the mutation's input does not carry. */
function pendingDiffs(definition: EntityDefinition, request: SaveRequest) {
  const sent = new Set(inputFields(definition, request.mode).map((field) => field.name));
  return (definition.memberships ?? [])
    .filter((membership) => !sent.has(membership.field))
    .map((membership): [MembershipDefinition, MembershipDiff] => [
      membership,
      membershipDiff(request.links?.[membership.field] ?? [], ids(request.values[membership.field])),
    ]);
}

function fieldsChanged(definition: EntityDefinition, request: SaveRequest): boolean {
  if (request.mode === 'create' || !request.initial) return true;
  const before = definition.updateSchema?.safeParse(request.initial);
  const start = before ? (before.success ? before.data : null) : request.initial;
  if (!start) return true;
  const variables = (values: DialogValues) => JSON.stringify(mutationVariables(definition, 'update', values));
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
  const documents = entityDocuments(definition);
  const diffs = pendingDiffs(definition, request);
  const changed = fieldsChanged(definition, request);
  const linksChanged = diffs.some(([, diff]) => !isEmptyDiff(diff));
  if (!changed && !linksChanged) return { status: 'unchanged' };

  let ownerId = request.values.id;
  if (changed) {
    const document = request.mode === 'create' ? documents.create : documents.update;
    const envelope = await send(document ?? '', mutationVariables(definition, request.mode, request.values));
    if (!envelope.isSuccess) return { status: 'failed', envelope, changed: false };
    if (request.mode === 'create') ownerId = (envelope.data as { id?: number } | null)?.id;
  }
  const calls = diffs.flatMap(([membership, diff]) => {
    const linkDocuments = membershipDocuments(membership);
    return [
      ...diff.added.map((memberId) =>
        send(linkDocuments.create, { [membership.ownerKey]: ownerId, [membership.memberKey]: memberId }),
      ),
      ...diff.removed.map((link) => send(linkDocuments.remove, { id: link.id })),
    ];
  });
  const failure = (await Promise.all(calls)).find((envelope) => !envelope.isSuccess);
  return failure ? { status: 'failed', envelope: failure, changed: true } : { status: 'saved' };
}

import type { Envelope, ResultMessage } from '../../graphql/envelope.ts';

/** A refusal's messages split by where they show: at a field of the open form, or in a toast. */
export interface FieldFailures {
  /** Messages about a field the form shows, by that field's name (its first message only). */
  placed: ReadonlyArray<{ name: string; message: string }>;
  /** The rest: messages about no field, or about one the form does not show. */
  rest: readonly ResultMessage[];
}

/**
 * Splits a failed answer's messages (docs/api.md: a refusal about a field names it, `field`) between the
 * fields the form shows and the rest, so the dialog stays open with the input kept and each message at its
 * field, and only what concerns no field becomes a toast. A nested path (`items.0.name`) is placed at the
 * form's field of that exact name.
 */
export function fieldFailures(envelope: Envelope<unknown>, names: readonly string[]): FieldFailures {
  const shown = new Set(names);
  const placed: Array<{ name: string; message: string }> = [];
  const rest: ResultMessage[] = [];
  for (const message of envelope.messages) {
    const name = message.field ?? undefined;
    if (name !== undefined && shown.has(name)) {
      if (!placed.some((done) => done.name === name)) placed.push({ name, message: message.message });
    } else rest.push(message);
  }
  return { placed, rest };
}

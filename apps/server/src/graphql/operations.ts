import type { z } from 'zod';
import { refuse, type Envelope } from '../kernel/envelope.ts';
import { parseInput } from '../kernel/validation.ts';
import { run } from '../request/run.ts';
import type { OperationContext } from '../request/context.ts';
import type { Kit, ObjectRef } from './builder.ts';
import { contractInput } from './contract-input.ts';
import { claimPermission, type PermissionSpec } from './operation-permissions.ts';

/** A use case: the operation's context and its parsed input in, the spec's envelope out. */
export type UseCase<I, O> = (ctx: OperationContext, input: I) => Promise<Envelope<O>>;

/** An operation's one argument, checked with its contract schema before the use case runs. */
export interface InputArgument<S extends z.ZodType> {
  /** The argument's name: `inputModel` unless the spec says otherwise (`pagerModel`, `role`, `config`). */
  arg?: string;
  /**
   * The spec's own names for the same argument (`formCreateInputModel`), accepted beside `arg` with the same
   * type and checks. Either one is taken; both at once is refused (Validation), as neither name would be
   * the obvious one to drop. With aliases every name is optional in GraphQL and a missing input answers the
   * schema's own messages.
   */
  aliases?: readonly string[];
  schema: S;
  /** Its GraphQL input type; an input type of that name already in the schema is reused. */
  typeName: string;
  /** Input type names of nested objects (`{ announcement: 'AnnouncementInput' }`). */
  nested?: Readonly<Record<string, string>>;
  /** The argument may be left out (lists without a pager, `setAllTokensPassive`). */
  optional?: boolean;
  /**
   * The use case gets the argument as sent and checks it itself (`schema` still makes the GraphQL type): a
   * generic update merges it over the stored row before checking the whole.
   */
  raw?: boolean;
}

/** Plain scalar arguments (`myMenus(deviceType: String)`), checked together as one object by `schema`. */
export interface ScalarArguments<S extends z.ZodType> {
  args: Readonly<Record<string, 'String' | 'Int'>>;
  schema: S;
}

interface Common<O> {
  name: string;
  /** The answer's envelope type; a mutation answers `MutationResult` ({ id }) unless it says otherwise. */
  type?: ObjectRef<Envelope<O>>;
  /**
   * The most rows the list can answer when the code bounds it (a catalogue): the operation's cost counts no
   * more than that, whatever page size is asked (app/operation-cost.ts).
   */
  maxRows?: number;
  /**
   * The permission it needs on the main service (docs/permissions.md): by default its manifest's area with
   * read for a query (export for an ExportFileResult), create / delete for a mutation named so, else update.
   */
  permission?: PermissionSpec;
}

/** Its input: a contract schema under one argument, an `id: Int!`, or nothing. */
export type OperationSpec<S extends z.ZodType, O> = Common<O> &
  (
    | { input: InputArgument<S>; run: UseCase<z.output<S>, O> }
    | { scalars: ScalarArguments<S>; run: UseCase<z.output<S>, O> }
    | { id: true; run: UseCase<number, O> }
    | { run: UseCase<void, O> }
  );

/** The value sent under one of the argument's names (none: undefined); two of them is a refusal. */
function sentUnder(args: Record<string, unknown>, names: readonly string[]): unknown {
  const sent = names.filter((name) => args[name] != null);
  if (sent.length > 1) throw refuse('ArgumentTwice', 'Validation', { names: sent.join(', ') });
  return sent[0] === undefined ? undefined : args[sent[0]];
}

function declare<S extends z.ZodType, O>(
  kit: Kit,
  operation: 'queryField' | 'mutationField',
  spec: OperationSpec<S, O>,
): void {
  const type = spec.type ?? (kit.mutationResult as unknown as ObjectRef<Envelope<O>>);
  const kind = operation === 'mutationField' ? 'mutation' : 'query';
  const exports = (type as { name?: string }).name === 'ExportFileResult';
  const permission = claimPermission(kit, spec.name, kind, spec.permission, exports);
  const options = { write: kind === 'mutation', permission };
  const extensions = spec.maxRows ? { maxRows: spec.maxRows } : {};
  kit.builder[operation](spec.name, (t) => {
    if ('input' in spec) {
      const { arg = 'inputModel', aliases = [], schema, typeName, nested, optional, raw } = spec.input;
      const input = contractInput(kit, typeName, schema, nested);
      const names = [arg, ...aliases];
      const required = !optional && !aliases.length;
      const parse = (value: unknown) =>
        (raw ? (value ?? {}) : parseInput(schema, value ?? {})) as z.output<S>;
      return t.field({
        type,
        extensions,
        args: Object.fromEntries(names.map((name) => [name, t.arg({ type: input, required })])),
        resolve: (_root, args, ctx) =>
          run(ctx, (op) => spec.run(op, parse(sentUnder(args, names))), kit.kind, options),
      });
    }
    if ('scalars' in spec) {
      const { args, schema } = spec.scalars;
      return t.field({
        type,
        extensions,
        args: Object.fromEntries(
          Object.entries(args).map(([name, scalar]) => [
            name,
            scalar === 'Int' ? t.arg.int({ required: false }) : t.arg.string({ required: false }),
          ]),
        ),
        resolve: (_root, sent, ctx) =>
          run(ctx, (op) => spec.run(op, parseInput(schema, sent) as z.output<S>), kit.kind, options),
      });
    }
    if ('id' in spec) {
      return t.field({
        type,
        extensions,
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (op) => spec.run(op, args.id), kit.kind, options),
      });
    }
    return t.field({
      type,
      extensions,
      resolve: (_root, _args, ctx) => run(ctx, (op) => (spec.run as UseCase<void, O>)(op), kit.kind, options),
    });
  });
}

type WithInput<S extends z.ZodType, O> = Common<O> & {
  input: InputArgument<S>;
  run: UseCase<z.output<S>, O>;
};
type WithScalars<S extends z.ZodType, O> = Common<O> & {
  scalars: ScalarArguments<S>;
  run: UseCase<z.output<S>, O>;
};
type ById<O> = Common<O> & { id: true; run: UseCase<number, O> };
type NoInput<O> = Common<O> & { run: UseCase<void, O> };

/**
 * Declares a query of the kit's service from a contract schema and a use case: the input is parsed (in the
 * caller's language on failure) and the use case runs for a signed-in user of the service's kind. No
 * resolver holds SQL.
 */
export function defineQuery<S extends z.ZodType, O>(kit: Kit, spec: WithInput<S, O>): void;
export function defineQuery<S extends z.ZodType, O>(kit: Kit, spec: WithScalars<S, O>): void;
export function defineQuery<O>(kit: Kit, spec: ById<O>): void;
export function defineQuery<O>(kit: Kit, spec: NoInput<O>): void;
export function defineQuery(kit: Kit, spec: OperationSpec<z.ZodType, unknown>): void {
  declare(kit, 'queryField', spec);
}

/** Declares a mutation the same way (docs/ARCHITECTURE.md). */
export function defineMutation<S extends z.ZodType, O>(kit: Kit, spec: WithInput<S, O>): void;
export function defineMutation<O>(kit: Kit, spec: ById<O>): void;
export function defineMutation<O>(kit: Kit, spec: NoInput<O>): void;
export function defineMutation(kit: Kit, spec: OperationSpec<z.ZodType, unknown>): void {
  declare(kit, 'mutationField', spec);
}

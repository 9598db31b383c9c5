import type { z } from 'zod';
import type { Envelope } from '../kernel/envelope.ts';
import { parseInput } from '../kernel/validation.ts';
import { run } from '../request/run.ts';
import type { OperationContext } from '../request/context.ts';
import type { Kit, ObjectRef } from './builder.ts';
import { contractInput } from './contract-input.ts';

/** A use case: the operation's context and its parsed input in, the spec's envelope out. */
export type UseCase<I, O> = (ctx: OperationContext, input: I) => Promise<Envelope<O>>;

/** An operation's one argument, checked with its contract schema before the use case runs. */
export interface InputArgument<S extends z.ZodType> {
  /** The argument's name: `inputModel` unless the spec says otherwise (`pagerModel`, `role`, `config`). */
  arg?: string;
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

interface Common<O> {
  name: string;
  /** The answer's envelope type; a mutation answers `MutationResult` ({ id }) unless it says otherwise. */
  type?: ObjectRef<Envelope<O>>;
}

/** Its input: a contract schema under one argument, an `id: Int!`, or nothing. */
export type OperationSpec<S extends z.ZodType, O> = Common<O> &
  (
    | { input: InputArgument<S>; run: UseCase<z.output<S>, O> }
    | { id: true; run: UseCase<number, O> }
    | { run: UseCase<void, O> }
  );

function declare<S extends z.ZodType, O>(
  kit: Kit,
  operation: 'queryField' | 'mutationField',
  spec: OperationSpec<S, O>,
): void {
  const type = spec.type ?? (kit.mutationResult as unknown as ObjectRef<Envelope<O>>);
  const options = { write: operation === 'mutationField' };
  kit.builder[operation](spec.name, (t) => {
    if ('input' in spec) {
      const { arg = 'inputModel', schema, typeName, nested, optional, raw } = spec.input;
      const input = contractInput(kit, typeName, schema, nested);
      const parse = (value: unknown) => (raw ? value : parseInput(schema, value ?? {})) as z.output<S>;
      return t.field({
        type,
        args: { [arg]: t.arg({ type: input, required: !optional }) },
        resolve: (_root, args, ctx) => run(ctx, (op) => spec.run(op, parse(args[arg])), kit.kind, options),
      });
    }
    if ('id' in spec) {
      return t.field({
        type,
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (op) => spec.run(op, args.id), kit.kind, options),
      });
    }
    return t.field({
      type,
      resolve: (_root, _args, ctx) => run(ctx, (op) => (spec.run as UseCase<void, O>)(op), kit.kind, options),
    });
  });
}

type WithInput<S extends z.ZodType, O> = Common<O> & {
  input: InputArgument<S>;
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

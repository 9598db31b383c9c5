import type { z } from 'zod';

/** A write and the contract schema its `inputModel` is checked with (both sides use the same one). */
export interface ResourceWrite {
  name: string;
  input: z.ZodObject;
  /**
   * The spec's own name for the argument (`formCreateInputModel`), accepted beside `inputModel`: either one,
   * the same checks (docs/api.md, 'The spec's argument names').
   */
  specArg?: string;
}

/**
 * The API names of one resource, written once: the server registers its type and operations under them and
 * the web builds its documents from them. Only what exists is named (a read-only list has no writes).
 */
export interface Resource {
  /** GraphQL object type, e.g. `User`. */
  typeName: string;
  /** The list query as the spec names it, e.g. `users`. */
  list?: string;
  /** The list's argument (`userPagerModel`); `pagerModel` when not set. */
  pagerArg?: string;
  /** The pager's input type; `<typeName>PagerModel` when not set. */
  pagerType?: string;
  /** Read one by id, e.g. `user`. */
  single?: string;
  /** The single read's argument (`disclaimerId`); `id` when not set. */
  singleArg?: string;
  create?: ResourceWrite;
  update?: ResourceWrite;
  /** Delete by id. */
  remove?: string;
}

export const DEFAULT_PAGER_ARG = 'pagerModel';

export const pagerArgOf = (resource: Resource): string => resource.pagerArg ?? DEFAULT_PAGER_ARG;
export const pagerTypeOf = (resource: Resource): string =>
  resource.pagerType ?? `${resource.typeName}PagerModel`;
export const singleArgOf = (resource: Resource): string => resource.singleArg ?? 'id';

/** Names a resource; `satisfies`-style identity that keeps the literal types. */
export function defineResource<R extends Resource>(resource: R): R {
  return resource;
}

/** `Gender` → `gender`. */
export const camel = (typeName: string): string => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** Further names of a generic resource: its list's pager, and the spec's names of its writes' arguments. */
export interface CrudExtra extends Partial<Resource> {
  /** The create's argument as the spec names it (`formCreateInputModel`), beside `inputModel`. */
  createArg?: string;
  /** The update's (`formInputModel`). */
  updateArg?: string;
}

const write = (name: string, input: z.ZodObject, specArg: string | undefined): ResourceWrite =>
  specArg ? { name, input, specArg } : { name, input };

/**
 * The full set of names of a resource with every generic operation: `Gender`, `genders` →
 * `genders`, `gender`, `createGender`, `updateGender`, `deleteGender`.
 */
export function crudResource(
  typeName: string,
  list: string,
  create: z.ZodObject,
  update: z.ZodObject,
  { createArg, updateArg, ...extra }: CrudExtra = {},
): Resource {
  return {
    typeName,
    list,
    single: camel(typeName),
    create: write(`create${typeName}`, create, createArg),
    update: write(`update${typeName}`, update, updateArg),
    remove: `delete${typeName}`,
    ...extra,
  };
}

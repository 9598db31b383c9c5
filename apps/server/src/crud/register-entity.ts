import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pagerArgOf, pagerTypeOf, singleArgOf } from '@pano/contract';
import type { Kit, PanoTypesResolved } from '../graphql/builder.ts';
import { contractInput } from '../graphql/contract-input.ts';
import { defineMutation } from '../graphql/operations.ts';
import { claimPermission, PICKER_LISTS } from '../graphql/operation-permissions.ts';
import { declarePersonal, guardPersonal } from '../graphql/personal-fields.ts';
import type { RequestContext } from '../request/context.ts';
import { run } from '../request/run.ts';
import {
  genericWrites,
  setEntityArea,
  type Collection,
  type EntityDefinition,
  type ExtraField,
  type Row,
} from './entity-definition.ts';
import { columnScalar, columnValue } from './graphql-fields.ts';
import { refFor, type EntityRef } from './entity-ref.ts';

type FieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<PanoTypesResolved, Row>;
type Fields = Record<string, ReturnType<FieldBuilder['field']>>;
import { childPagerSchema, pagerSchema } from './pager-schema.ts';
import { childWindow, pagedCollections, parseChildPagers } from './child-pagers.ts';
import { getEntity, listEntities } from './list-entities.ts';
import { requestedColumns } from './requested-columns.ts';
import { createEntity, removeEntity, updateEntity } from './write-entities.ts';

function exposedColumns(def: EntityDefinition): [string, PgColumn][] {
  return Object.entries(getTableColumns(def.table) as Record<string, PgColumn>).filter(
    ([key]) => !def.hidden?.includes(key),
  );
}

/** Whether a field is one of the definition's personal fields: nullable, null for a caller who may not read it. */
const isPersonal = (def: EntityDefinition, key: string) => def.personal?.fields.includes(key) ?? false;

function extraField(kit: Kit, t: FieldBuilder, def: EntityDefinition, key: string, extra: ExtraField) {
  const type = typeof extra.type === 'function' ? extra.type(kit) : extra.type;
  const resolve = async (row: Row, _args: unknown, ctx: RequestContext) => {
    if (extra.resolve) return extra.resolve(row, ctx) as never;
    if (!extra.batch) throw new Error(`${def.api.typeName}.${key} needs resolve or batch`);
    const batch = extra.batch;
    const value = await ctx.loaders.batch(`extra:${def.api.typeName}.${key}`, row.id, (db, ids) =>
      batch(db, ids, ctx),
    );
    return (value ?? extra.fallback ?? null) as never;
  };
  return t.field({
    type: (extra.list ? [type] : type) as never,
    nullable: (extra.nullable ?? false) || isPersonal(def, key),
    resolve: guardPersonal(def.personal, key, resolve) as never,
  });
}

function defineObject(kit: Kit, def: EntityDefinition): EntityRef {
  const ref = refFor(kit, def);
  ref.implement({
    fields: (t) => {
      const fields: Fields = {};
      for (const [key, col] of exposedColumns(def)) {
        const read = guardPersonal<Row, RequestContext>(def.personal, key, (row) =>
          columnValue(col, row[key]),
        );
        fields[key] = t.field({
          type: columnScalar(col),
          nullable: !col.notNull || isPersonal(def, key),
          resolve: (row, args, ctx) => read(row, args, ctx) as never,
        });
      }
      // the row's version (docs/crud.md): send it back with an update to be refused a stale save
      fields.rowVersion = t.string({
        nullable: true,
        resolve: (row) => (row.rowVersion as string | undefined) ?? null,
      });
      for (const relation of def.relations ?? []) {
        const target = relation.target();
        for (const name of [relation.field, ...(relation.aliases ?? [])])
          fields[name] = t.field({
            type: refFor(kit, target),
            nullable: true,
            resolve: (row, _args, ctx) => {
              const id = row[relation.foreignKey];
              return typeof id === 'number'
                ? (ctx.loaders.load(target.table, id) as Promise<Row | null>)
                : null;
            },
          });
      }
      for (const collection of def.collections ?? []) {
        const target = collection.target();
        const pager = collection.pager;
        fields[collection.field] = t.field({
          type: [refFor(kit, target)],
          args: pager ? { [pager.arg]: t.arg({ type: childPagerInput(kit, pager), required: false }) } : {},
          resolve: (row, args, ctx) => {
            const window = pager
              ? childWindow({ ...collection, pager }, row, parseChildPagers(def, args)[pager.arg])
              : undefined;
            return ctx.loaders.children(target.table, collection.foreignKey, row.id, window) as Promise<
              Row[]
            >;
          },
        });
      }
      for (const [key, extra] of Object.entries(def.extraFields ?? {})) {
        fields[key] = extraField(kit, t, def, key, extra);
      }
      const unguarded = def.personal?.fields.filter((key) => !(key in fields)) ?? [];
      if (unguarded.length) throw new Error(`${def.api.typeName} has no field ${unguarded.join(', ')}`);
      return fields;
    },
  });
  return ref;
}

type PagerArgs = Record<string, unknown> | null | undefined;

/** The pager with the list's top-level filter arguments filled in where the pager leaves them out. */
function withListArgs(
  pager: PagerArgs,
  scalars: readonly string[],
  args: Record<string, unknown>,
): PagerArgs {
  const given = scalars.filter((name) => args[name] !== undefined && args[name] !== null);
  if (given.length === 0) return pager;
  const merged: Record<string, unknown> = { ...(pager ?? {}) };
  for (const name of given) merged[name] ??= args[name];
  return merged;
}

function definePager(kit: Kit, def: EntityDefinition) {
  const nested = Object.fromEntries(pagedCollections(def).map((c) => [c.pager.arg, CHILD_PAGER_TYPE]));
  return contractInput(kit, pagerTypeOf(def.api), pagerSchema(def), nested);
}

/** One input type for every collection's pager; each collection checks its own bounds. */
const CHILD_PAGER_TYPE = 'ChildPagerModel';

function childPagerInput(kit: Kit, pager: NonNullable<Collection['pager']>) {
  return contractInput(kit, CHILD_PAGER_TYPE, childPagerSchema(pager));
}

function registerReads(kit: Kit, def: EntityDefinition, ref: EntityRef): void {
  const { list, single, typeName } = def.api;
  if (list) {
    const pager = definePager(kit, def);
    const arg = pagerArgOf(def.api);
    const scalars = def.listArgs ?? [];
    const permission = claimPermission(kit, list, 'query', PICKER_LISTS.has(list) ? 'signedIn' : 'read');
    kit.builder.queryField(list, (t) =>
      t.field({
        type: kit.list(typeName, ref),
        args: {
          [arg]: t.arg({ type: pager, required: false }),
          ...Object.fromEntries(scalars.map((name) => [name, t.arg.int({ required: false })])),
        },
        resolve: (_root, args, ctx, info) =>
          run(
            ctx,
            async (op) => {
              await def.hooks?.beforeRead?.(op);
              const pagerArgs = withListArgs(args[arg] as PagerArgs, scalars, args);
              return listEntities(op.db, def, pagerArgs, op.loaders, requestedColumns(def, info));
            },
            kit.kind,
            { permission },
          ),
      }),
    );
  }
  if (single) {
    const arg = singleArgOf(def.api);
    const permission = claimPermission(kit, single, 'query', 'read');
    kit.builder.queryField(single, (t) =>
      t.field({
        type: kit.single(typeName, ref),
        args: {
          [arg]: t.arg.int({ required: true }),
          ...Object.fromEntries(
            pagedCollections(def).map((c) => [
              c.pager.arg,
              t.arg({ type: childPagerInput(kit, c.pager), required: false }),
            ]),
          ),
        },
        resolve: (_root, args, ctx) =>
          run(
            ctx,
            async (op) => {
              await def.hooks?.beforeRead?.(op);
              return getEntity(op.db, def, args[arg] as number, parseChildPagers(def, args));
            },
            kit.kind,
            { permission },
          ),
      }),
    );
  }
}

const rowVersionField = { rowVersion: z.string().max(32).nullish() };

const registered = new WeakMap<Kit, EntityDefinition[]>();

/** The definitions registered in a schema so far (the registry test checks it walks every one). */
export function registeredEntities(kit: Kit): readonly EntityDefinition[] {
  return registered.get(kit) ?? [];
}

/** Registers the type, queries and mutations one definition describes. */
export function registerEntity(kit: Kit, def: EntityDefinition, area?: string): void {
  if (area) setEntityArea(def, area);
  if (def.personal) declarePersonal(def.api.typeName, def.personal);
  registered.set(kit, [...registeredEntities(kit), def]);
  const ref = defineObject(kit, def);
  registerReads(kit, def, ref);
  const { typeName } = def.api;
  for (const kind of genericWrites(def)) {
    if (kind === 'remove') {
      defineMutation(kit, {
        name: def.api.remove ?? '',
        id: true,
        permission: 'delete',
        run: (op, id) => removeEntity(op, def, id),
      });
      continue;
    }
    const write = def.api[kind];
    if (!write) continue;
    const aliases = write.specArg ? [write.specArg] : [];
    if (kind === 'create') {
      defineMutation(kit, {
        name: write.name,
        input: { schema: write.input, typeName: `${typeName}CreateInput`, aliases },
        permission: 'create',
        run: (op, values) => createEntity(op, def, values),
      });
      continue;
    }
    // an update may send the rowVersion it read (refused when stale) and leave fields out (kept)
    defineMutation(kit, {
      name: write.name,
      input: {
        schema: write.input.safeExtend(rowVersionField),
        typeName: `${typeName}UpdateInput`,
        aliases,
        raw: true,
      },
      permission: 'update',
      run: (op, values) => updateEntity(op, def, values),
    });
  }
}

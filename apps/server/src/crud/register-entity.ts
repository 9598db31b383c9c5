import { getTableColumns } from 'drizzle-orm';
import type { ImplementableObjectRef } from '@pothos/core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Kit, PanoTypesResolved } from '../graphql/builder.ts';
import type { RequestContext } from '../app/context.ts';
import { run } from '../app/run.ts';
import { type EntityDefinition, type ExtraField, type InputSchema, type Row } from './entity-definition.ts';
import { columnScalar, columnValue, zodField } from './graphql-fields.ts';
import { pagerSchema } from './pager-schema.ts';
import { getEntity, listEntities } from './list-entities.ts';
import { createEntity, removeEntity, updateEntity } from './write-entities.ts';

type EntityRef = ImplementableObjectRef<PanoTypesResolved, Row>;
type FieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<PanoTypesResolved, Row>;
type Fields = Record<string, ReturnType<FieldBuilder['field']>>;
const refs = new WeakMap<Kit, Map<string, EntityRef>>();

function refFor(kit: Kit, def: EntityDefinition): EntityRef {
  let byName = refs.get(kit);
  if (!byName) refs.set(kit, (byName = new Map()));
  let ref = byName.get(def.typeName);
  if (!ref) byName.set(def.typeName, (ref = kit.builder.objectRef<Row>(def.typeName)));
  return ref;
}

function exposedColumns(def: EntityDefinition): [string, PgColumn][] {
  return Object.entries(getTableColumns(def.table) as Record<string, PgColumn>).filter(
    ([key]) => !def.hidden?.includes(key),
  );
}

function extraField(kit: Kit, t: FieldBuilder, def: EntityDefinition, key: string, extra: ExtraField) {
  const type = typeof extra.type === 'function' ? extra.type(kit) : extra.type;
  return t.field({
    type: type as never,
    nullable: extra.nullable ?? false,
    resolve: async (row: Row, _args: unknown, ctx: RequestContext) => {
      if (extra.resolve) return extra.resolve(row, ctx) as never;
      if (!extra.batch) throw new Error(`${def.typeName}.${key} needs resolve or batch`);
      const batch = extra.batch;
      const value = await ctx.loaders.batch(`extra:${def.typeName}.${key}`, row.id, batch);
      return (value ?? extra.fallback ?? null) as never;
    },
  });
}

function defineObject(kit: Kit, def: EntityDefinition): EntityRef {
  const ref = refFor(kit, def);
  ref.implement({
    fields: (t) => {
      const fields: Fields = {};
      for (const [key, col] of exposedColumns(def)) {
        fields[key] = t.field({
          type: columnScalar(col),
          nullable: !col.notNull,
          resolve: (row) => columnValue(col, row[key]) as never,
        });
      }
      for (const relation of def.relations ?? []) {
        const target = relation.target();
        fields[relation.field] = t.field({
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
        fields[collection.field] = t.field({
          type: [refFor(kit, target)],
          resolve: (row, _args, ctx) =>
            ctx.loaders.children(target.table, collection.foreignKey, row.id) as Promise<Row[]>,
        });
      }
      for (const [key, extra] of Object.entries(def.extraFields ?? {})) {
        fields[key] = extraField(kit, t, def, key, extra);
      }
      return fields;
    },
  });
  return ref;
}

/** A GraphQL input type from a contract schema; every field optional (the contract decides). */
export function contractInput(kit: Kit, name: string, schema: InputSchema) {
  return kit.builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => {
          const { scalar, list } = zodField(field as never);
          return [key, t.field({ type: (list ? [scalar] : scalar) as never, required: false })];
        }),
      ),
  });
}

function definePager(kit: Kit, def: EntityDefinition) {
  return contractInput(
    kit,
    def.pagerTypeName ?? `${def.typeName}PagerModel`,
    pagerSchema(def) as unknown as InputSchema,
  );
}

function registerReads(kit: Kit, def: EntityDefinition, ref: EntityRef): void {
  const { builder } = kit;
  const { listName, singleName } = def;
  if (listName) {
    const pager = definePager(kit, def);
    const arg = def.pagerArg ?? 'pagerModel';
    builder.queryField(listName, (t) =>
      t.field({
        type: kit.list(def.typeName, ref),
        args: { [arg]: t.arg({ type: pager, required: false }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => listEntities(s.db, def, args[arg], ctx.loaders)),
      }),
    );
  }
  if (singleName) {
    builder.queryField(singleName, (t) =>
      t.field({
        type: kit.single(def.typeName, ref),
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => getEntity(s.db, def, args.id)),
      }),
    );
  }
}

/** Registers the type, queries and mutations one definition describes. */
export function registerEntity(kit: Kit, def: EntityDefinition): void {
  const { builder } = kit;
  const ref = defineObject(kit, def);
  registerReads(kit, def, ref);
  for (const mode of ['create', 'update'] as const) {
    const spec = def[mode];
    if (!spec) continue;
    const input = contractInput(
      kit,
      `${def.typeName}${mode === 'create' ? 'Create' : 'Update'}Input`,
      spec.input,
    );
    const write = mode === 'create' ? createEntity : updateEntity;
    builder.mutationField(spec.name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { inputModel: t.arg({ type: input, required: true }) },
        resolve: (_root, args, ctx) =>
          run(ctx, (session) => write({ session, services: ctx.services }, def, args.inputModel)),
      }),
    );
  }
  if (def.remove) {
    builder.mutationField(def.remove.name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) =>
          run(ctx, (session) => removeEntity({ session, services: ctx.services }, def, args.id)),
      }),
    );
  }
}

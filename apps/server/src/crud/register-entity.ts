import { getTableColumns } from 'drizzle-orm';
import type { ImplementableObjectRef } from '@pothos/core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Kit, PanoTypesResolved } from '../graphql/builder.ts';
import { run } from '../app/run.ts';
import { type EntityDefinition, type InputSchema, type Row } from './entity-definition.ts';
import { columnScalar, columnValue, zodScalar } from './graphql-fields.ts';
import { pagerSchema } from './pager-schema.ts';
import { getEntity, listEntities } from './list-entities.ts';
import { createEntity, removeEntity, updateEntity } from './write-entities.ts';

type EntityRef = ImplementableObjectRef<PanoTypesResolved, Row>;
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

function defineObject(kit: Kit, def: EntityDefinition): EntityRef {
  const ref = refFor(kit, def);
  ref.implement({
    fields: (t) => {
      const fields: Record<string, ReturnType<typeof t.field>> = {};
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
      return fields;
    },
  });
  return ref;
}

function defineInput(kit: Kit, name: string, schema: InputSchema) {
  return kit.builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => [
          key,
          t.field({ type: zodScalar(field as never), required: false }),
        ]),
      ),
  });
}

function definePager(kit: Kit, def: EntityDefinition) {
  return defineInput(kit, `${def.typeName}PagerModel`, pagerSchema(def) as unknown as InputSchema);
}

/** Registers the type, queries and mutations one definition describes. */
export function registerEntity(kit: Kit, def: EntityDefinition): void {
  const { builder } = kit;
  const ref = defineObject(kit, def);
  const pager = definePager(kit, def);
  builder.queryField(def.listName, (t) =>
    t.field({
      type: kit.list(def.typeName, ref),
      args: { [def.pagerArg ?? 'pagerModel']: t.arg({ type: pager, required: false }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => listEntities(s.db, def, args[def.pagerArg ?? 'pagerModel'])),
    }),
  );
  if (def.singleName) {
    builder.queryField(def.singleName, (t) =>
      t.field({
        type: kit.single(def.typeName, ref),
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => getEntity(s.db, def, args.id)),
      }),
    );
  }
  for (const mode of ['create', 'update'] as const) {
    const spec = def[mode];
    if (!spec) continue;
    const input = defineInput(
      kit,
      `${def.typeName}${mode === 'create' ? 'Create' : 'Update'}Input`,
      spec.input,
    );
    const write = mode === 'create' ? createEntity : updateEntity;
    builder.mutationField(spec.name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { inputModel: t.arg({ type: input, required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => write(s.db, def, args.inputModel)),
      }),
    );
  }
  if (def.remove) {
    builder.mutationField(def.remove.name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => removeEntity(s.db, def, args.id)),
      }),
    );
  }
}

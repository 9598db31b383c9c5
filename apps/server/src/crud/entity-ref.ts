import type { ImplementableObjectRef } from '@pothos/core';
import type { Kit, PanoTypesResolved } from '../graphql/builder.ts';
import type { EntityDefinition, Row } from './entity-definition.ts';

export type EntityRef = ImplementableObjectRef<PanoTypesResolved, Row>;

const refs = new WeakMap<Kit, Map<string, EntityRef>>();

/** The GraphQL object type of an entity in a schema: one per type name, implemented by registerEntity. */
export function refFor(kit: Kit, def: EntityDefinition): EntityRef {
  let byName = refs.get(kit);
  if (!byName) refs.set(kit, (byName = new Map()));
  let ref = byName.get(def.api.typeName);
  if (!ref) byName.set(def.api.typeName, (ref = kit.builder.objectRef<Row>(def.api.typeName)));
  return ref;
}

/** The GraphQL object type of an entity, for an extra field answering one (`Orientation.user`). */
export const entityRef = refFor;

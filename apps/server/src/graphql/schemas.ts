import type { GraphQLSchema } from 'graphql';
import { createKit } from './builder.ts';
import { registerEntity } from '../crud/register-entity.ts';
import { referenceEntities } from '../modules/reference/reference.entities.ts';
import { registerSession } from '../modules/session/session.schema.ts';
import { registerPeople } from '../modules/people/people.schema.ts';
import { registerShared } from '../modules/shared/shared.schema.ts';

/** The main service: every panel screen's reads and writes. */
export function buildMainSchema(): GraphQLSchema {
  const kit = createKit();
  kit.builder.queryType({});
  kit.builder.mutationType({});
  for (const entity of referenceEntities) registerEntity(kit, entity);
  registerSession(kit);
  registerPeople(kit);
  return kit.builder.toSchema({ sortSchema: true });
}

export function buildSharedSchema(): GraphQLSchema {
  const kit = createKit();
  registerShared(kit);
  return kit.builder.toSchema({ sortSchema: true });
}

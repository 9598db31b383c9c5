import type { FastifyInstance } from 'fastify';
import type { Kit } from '../graphql/builder.ts';
import type { EntityDefinition } from '../crud/entity-definition.ts';
import type { Services } from '../request/services.ts';
import type { TenantOpenHook } from '../tenancy/tenant-registry.ts';

/**
 * One area of the API (`<area>.area.ts`), listed once in `modules/areas.ts`: the app builds every service,
 * route and tenant hook from the list, and the registry test walks every entity of every area.
 */
export interface ServerArea {
  name: string;
  /** Generic entities of the main service (type, list, single, create, update, delete from one definition). */
  entities?: readonly EntityDefinition[];
  /** Operations of its own on each service (custom queries and mutations: `defineQuery`, `defineMutation`). */
  main?(kit: Kit): void;
  shared?(kit: Kit): void;
  portal?(kit: Kit): void;
  /** HTTP routes outside GraphQL (the sign-in service). */
  routes?(app: FastifyInstance, services: Services): void;
  /** Runs whenever a tenant database opens: catalog rows defined in code that the tenant lacks. */
  onTenantOpen?: TenantOpenHook;
}

/** Names an area (identity, for the manifest's types). */
export const defineArea = (area: ServerArea): ServerArea => area;

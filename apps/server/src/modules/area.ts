import type { FastifyInstance } from 'fastify';
import type { Kit } from '../graphql/builder.ts';
import type { EntityDefinition } from '../crud/entity-definition.ts';
import type { Services } from '../request/services.ts';
import type { TenantOpenHook } from '../tenancy/tenant-registry.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { Job } from '../jobs/job-queue.ts';
import type { JobBox } from '../jobs/job-service.ts';

/** What a background job runs with: its tenant's database and queue, and the process's services. */
export interface JobContext {
  db: TenantDb;
  tag: string;
  jobs: JobBox;
  services: Services;
}

/**
 * A background job's work (docs/approvals.md, Background jobs). It may run more than once (a crash before
 * it is marked done): an effect in the database is written with `completeJob` in one transaction, and an
 * effect outside (an HTTP call) carries the job's key. Throwing retries it after a backoff.
 */
export type JobHandler = (job: Job, ctx: JobContext) => Promise<void>;

/**
 * One area of the API (`<area>.area.ts`), listed once in `modules/areas.ts`: the app builds every service,
 * route and tenant hook from the list, and the registry test walks every entity of every area.
 */
export interface ServerArea {
  name: string;
  /**
   * The area of the panel's permission matrix its main-service operations belong to (docs/permissions.md):
   * its name in camelCase unless said here (`passwords`' pending messages are the security screen's);
   * `false` for an area whose operations every signed-in panel user has (each says so: the session's).
   */
  permissionArea?: string | false;
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
  /** Background jobs by name (`jobs` table): the runner calls them when they fall due. */
  jobs?: Readonly<Record<string, JobHandler>>;
}

/** The permission area of a manifest: its own, or its name in camelCase (`dynamic-parts` → `dynamicParts`). */
export const permissionAreaOf = (area: ServerArea): string | undefined =>
  area.permissionArea === false
    ? undefined
    : (area.permissionArea ?? area.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));

/** Names an area (identity, for the manifest's types). */
export const defineArea = (area: ServerArea): ServerArea => area;

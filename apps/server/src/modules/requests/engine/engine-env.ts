import type { TenantTx } from '../../../db/tenant-db.ts';
import type { JobBox } from '../../../jobs/job-service.ts';
import type { Actor } from '../../../crud/record-change.ts';

/**
 * What a transition runs with: one transaction on the tenant's database, the time it happens, the tenant's
 * job queue, and what an approval's one-time link is made of.
 */
export interface EngineEnv {
  tx: TenantTx;
  now: Date;
  jobs: JobBox;
  links: { publicUrl: string; tag: string; days: number };
  /** How many times a URL step's call is tried (WORKFLOW_URL_ATTEMPTS). */
  urlAttempts: number;
  /** Who the history names for this transition's decisions; a background job's are the system's. */
  actor?: Actor;
}

import type { TenantTx } from '../db/tenant-db.ts';
import type { EngineEnv } from '../modules/requests/engine/engine-env.ts';
import { engineEnvFor } from '../modules/requests/engine/from-context.ts';
import type { Services } from '../request/services.ts';

/** The demo's requests run the workflow engine as the portal does, at the demo's own dates. */
export type DemoEngine = (tx: TenantTx, at: Date) => EngineEnv;

export const demoEngine =
  (services: Services, tag: string): DemoEngine =>
  (tx, at) =>
    engineEnvFor(services, tag, tx, at);

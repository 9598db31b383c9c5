import type { Config } from '../kernel/config.ts';
import { MemoryRateLimiter } from '../kernel/rate-limiter.ts';
import type { ControlStore } from '../tenancy/control-store.ts';
import { LocalHeavyWorkGate } from './heavy-work.ts';
import { RequestLimits } from './request-limits.ts';
import type { Services } from './services.ts';
import { SharedHeavyWorkGate } from './shared-heavy-work.ts';
import { SharedRateLimiter } from './shared-rate-limiter.ts';

/**
 * The abuse limits and heavy-work lanes where every process sees them: in the control database when it is
 * PostgreSQL (any number of processes may share it), in the process for the embedded default (one process
 * owns its data folder). docs/deploy.md, 'Limits shared by every process'.
 */
export function limitsFor(control: ControlStore, config: Config): Pick<Services, 'limits' | 'heavyWork'> {
  const shared = control.engine === 'postgres';
  return {
    limits: new RequestLimits(
      config.rateLimits,
      shared ? new SharedRateLimiter(control.db) : new MemoryRateLimiter(),
    ),
    heavyWork: shared
      ? new SharedHeavyWorkGate(control.db, config.heavyWork)
      : new LocalHeavyWorkGate(config.heavyWork),
  };
}

import type { Config } from '../kernel/config.ts';
import type { ControlStore } from '../tenancy/control-store.ts';
import type { TenantRegistry } from '../tenancy/tenant-registry.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { TokenStore } from '../auth/token-store.ts';
import type { FileStore } from '../files/file-store.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { AttemptGuard } from '../auth/attempt-guard.ts';
import type { RequestLimits } from './request-limits.ts';
import type { HeavyWorkGate } from './heavy-work.ts';
import type { Clock } from '../kernel/clock.ts';
import type { JobService } from '../jobs/job-service.ts';
import type { OutgoingClient } from '../kernel/outgoing/outgoing-client.ts';

/** The process-wide pieces every request may use; built once in createServer. */
export interface Services {
  config: Config;
  control: ControlStore;
  tenants: TenantRegistry;
  signer: TokenSigner;
  tokens: TokenStore;
  /** Attempts at a secret, reserved before it is checked (docs/sign-in.md). */
  attempts: AttemptGuard;
  /** Abuse limits: portal writes per token and address, public routes per address. */
  limits: RequestLimits;
  /** Each tenant's lane for heavy operations (app/operation-limits.ts). */
  heavyWork: HeavyWorkGate;
  /** Uploaded files (src/files): a local folder by default, an object store later. */
  files: FileStore;
  /** Mail: the outbox cipher and which tenants queued mail (src/mail). */
  mail: MailService;
  /** The time rules read (quiz clocks); a test replaces it with a ManualClock. */
  clock: Clock;
  /** Background jobs: which tenants have jobs due (src/jobs; the runner is app/job-runner.ts). */
  jobs: JobService;
  /** Every outgoing HTTP call (kernel/outgoing): a test gives one with its own resolver. */
  outgoing: OutgoingClient;
}

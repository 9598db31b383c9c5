import crypto from 'node:crypto';
import fs from 'node:fs';
import { systemClock } from '../kernel/clock.ts';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { setEmbeddedBusyThreads } from '../tenancy/pglite-thread.ts';
import { logger } from '../kernel/logger.ts';
import { ControlStore } from '../tenancy/control-store.ts';
import { TenantRegistry } from '../tenancy/tenant-registry.ts';
import { TokenSigner } from '../auth/tokens.ts';
import { TokenStore } from '../auth/token-store.ts';
import { loadSecret } from '../auth/secret.ts';
import { AttemptGuard } from '../auth/attempt-guard.ts';
import { limitsFor } from '../request/shared-limits.ts';
import { limitPublicRoutes } from './public-limit.ts';
import { AREAS } from '../modules/areas.ts';
import type { JobHandler } from '../modules/area.ts';
import { buildSchema } from './schemas.ts';
import { mountGraphql } from './graphql-route.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { answerRefusals } from './request-refusals.ts';
import type { Services } from '../request/services.ts';
// Files: the upload store and GET /files/:tag/:name (src/files).
import { chooseFileStore } from '../files/choose-file-store.ts';
import { registerFileRoutes } from './files.routes.ts';
import { registerUploadRoutes } from './upload.routes.ts';
import { registerPortalAppRoutes } from './portal-app.routes.ts';
// Mail: the outbox and its SMTP sender (src/mail).
import { MailService } from '../mail/mail-service.ts';
import { OutboxCipher } from '../mail/outbox-cipher.ts';
import { startMailSender } from './mail-sender.ts';
// Jobs: the tenants' background jobs (workflow URL calls, timeouts).
import { JobService } from '../jobs/job-service.ts';
import { createOutgoingClient } from '../kernel/outgoing/outgoing-client.ts';
import { applyRemoteChanges } from './remote-changes.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { startJobRunner, type JobRunner } from './job-runner.ts';

export interface PanoServer {
  app: FastifyInstance;
  services: Services;
  /** The background jobs' runner (tests run the due jobs with `jobs.runDue()`). */
  jobs: JobRunner;
  /** Stops taking new work: `/readyz` answers 503 (a stop has begun; `close` follows). */
  drain(): void;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
const GRAPHQL_BODY_LIMIT = MB;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Room for a file of `mb` as base64 plus the rest of the request. */
function base64BodyLimit(mb: number): number {
  return Math.ceil((mb * 1024 * 1024 * 4) / 3) + 64 * 1024;
}

/** /graphql/upload: the largest image. */
export function uploadBodyLimit(config: Config): number {
  return base64BodyLimit(config.uploadMaxMb.image);
}

/** /graphql/media: the largest file of any kind (a video), one file per request. */
export function mediaBodyLimit(config: Config): number {
  return base64BodyLimit(largestUploadMb(config));
}

const largestUploadMb = (config: Config) => Math.max(...Object.values(config.uploadMaxMb));

export async function createServices(config: Config, queryLogger?: DrizzleLogger): Promise<Services> {
  setEmbeddedBusyThreads(config.embeddedBusyThreads);
  const control = await ControlStore.open(config);
  const secret = loadSecret(config);
  const services: Services = {
    config,
    control,
    tenants: new TenantRegistry(control, config, {
      logger: queryLogger,
      onOpen: AREAS.flatMap((area) => (area.onTenantOpen ? [area.onTenantOpen] : [])),
    }),
    signer: new TokenSigner(secret),
    tokens: new TokenStore(config.tokenCacheMs, (change) => control.announce(change)),
    attempts: new AttemptGuard(control.db, config.attempts),
    ...limitsFor(control, config), // rate limits and heavy-work lanes: shared on PostgreSQL
    // Files: FILE_STORE, the tenants' databases (leased as a request would) or DATA_DIR/files/<tag>/<name>
    files: chooseFileStore(config, { control, tenants: { lease: (tag) => services.tenants.lease(tag) } }),
    mail: new MailService(new OutboxCipher(secret)), // Mail: invitation tokens sealed in the outbox
    clock: systemClock,
    jobs: new JobService(() => services.clock),
    outgoing: createOutgoingClient(),
  };
  return services;
}

export async function closeServices(services: Services): Promise<void> {
  await services.tenants.closeAll();
  await services.control.close();
}

/**
 * A built front end at `prefix`: the build-time .br/.gz twins (scripts/precompress.mjs); hashed assets never
 * change, everything else (index.html, the service worker, the manifest) is asked again each time.
 */
async function serveBuild(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  if (!fs.existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix,
    // the panel's registration decorates the reply; a second one must not again
    decorateReply: prefix === '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) =>
      res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
  });
  if (prefix !== '/') app.get(prefix.replace(/\/$/, ''), (_req, reply) => reply.redirect(prefix, 301));
}

/** One process serves the GraphQL services (main, shared, portal), the sign-in service and the built SPA. */
export async function createServer(services: Services): Promise<PanoServer> {
  const app = Fastify({
    bodyLimit: GRAPHQL_BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    trustProxy: services.config.trustProxy,
    // No line per request unless LOG_REQUESTS asks for it: without a logger Fastify makes no child logger
    // per request either (docs/performance.md, "The server's own cost per request").
    ...(services.config.logRequests ? { loggerInstance: logger as FastifyBaseLogger } : {}),
  });
  addSecurityHeaders(app, services.config.mapTileUrl);
  answerRefusals(app); // every refusal answers the envelope: before the routes, whose table it keeps
  limitPublicRoutes(app, services); // tenant look-up, sign-in and password links: per address
  for (const area of AREAS) area.routes?.(app, services);
  const mainSchema = buildSchema('main');
  mountGraphql(app, services, '/graphql', mainSchema);
  // The same service with a body limit raised for uploads only (a base64 image is 4/3 of its size).
  const { config } = services;
  mountGraphql(app, services, '/graphql/upload', mainSchema, {
    upload: { bodyLimit: uploadBodyLimit(config), maxFileBytes: config.uploadMaxMb.image * MB },
  });
  // …and raised to the largest video for multimedia sent as base64 (one file per request); large files are
  // better streamed to POST /files/upload (app/upload.routes.ts)
  mountGraphql(app, services, '/graphql/media', mainSchema, {
    upload: { bodyLimit: mediaBodyLimit(config), maxFileBytes: largestUploadMb(config) * MB },
  });
  mountGraphql(app, services, '/shared/graphql', buildSchema('shared'));
  // The portal (employee) service: portal tokens only (docs/portal.md).
  mountGraphql(app, services, '/portal/graphql', buildSchema('portal'), { kind: 'portal' });
  registerFileRoutes(app, services); // Files: uploads, served with a sandbox CSP
  registerUploadRoutes(app, services); // Files: streamed uploads, checked before a byte is read
  registerPortalAppRoutes(app, services); // the employees' app's manifest and icon per company
  await serveBuild(app, services.config.webDist, '/');
  // the employees' app (docs/portal-app.md): its own build, same origin, below /app/
  await serveBuild(app, services.config.portalDist, '/app/');
  const readiness = { draining: false };
  let closing: Promise<void> | undefined;
  registerHealthRoutes(app, services, readiness); // /healthz, /readyz for a load balancer
  await app.ready();
  const mailSender = startMailSender(services); // Mail: delivers the outboxes when SMTP_URL is set
  const jobs = startJobRunner(
    services,
    Object.assign({}, ...AREAS.map((area) => area.jobs ?? {})) as Record<string, JobHandler>,
  );
  // Attempts older than any rule looks back are forgotten (docs/sign-in.md).
  const prune = () =>
    services.attempts.prune().catch((err: unknown) => logger.warn({ err }, 'attempt prune'));
  // …and so are rate buckets that have refilled and lane leases that expired (request/shared-limits.ts)
  const pruneLimits = () =>
    Promise.all([services.limits.prune(), services.heavyWork.prune()]).catch((err: unknown) =>
      logger.warn({ err }, 'limits prune'),
    );
  const pruner = setInterval(() => {
    void prune();
    void pruneLimits();
  }, 3_600_000);
  pruner.unref();
  const remoteChanges = applyRemoteChanges(services); // other processes' changes (docs/deploy.md, Caches)
  return {
    app,
    services,
    jobs,
    drain: () => {
      readiness.draining = true;
    },
    // once, however often it is asked (a second signal, a test's teardown)
    close: () =>
      (closing ??= (async () => {
        readiness.draining = true;
        clearInterval(pruner);
        await remoteChanges?.close();
        await jobs.stop();
        await mailSender.stop();
        // no new connections; the running requests finish first, and each connection closes as its last
        // answer is sent (a kept-alive one would otherwise hold the stop for its whole idle timeout)
        const idle = setInterval(() => app.server.closeIdleConnections(), 50);
        await app.close().finally(() => clearInterval(idle));
        await closeServices(services);
      })()),
  };
}

import path from 'node:path';

/** The kinds of upload, each with its own size limit. */
export type UploadKind = 'image' | 'pdf' | 'video';

/**
 * How repeated failures are met (docs/sign-in.md): an account (tenant + identifier) gets `freeFailures`
 * failures, then each further attempt waits `delaySeconds`, doubling per failure up to `maxDelaySeconds`;
 * failures are forgotten after `memoryHours` or at a success. Whatever the delays, an account's counter
 * never has more than `accountMaxFailures` failures checked in `accountWindowMinutes`. A client address with
 * more than `addressMaxFailures` failures in `addressWindowMinutes` may only try accounts it signed in to
 * before (within `knownDays`, also the life of a device mark).
 */
export interface AttemptPolicy {
  freeFailures: number;
  delaySeconds: number;
  maxDelaySeconds: number;
  memoryHours: number;
  accountMaxFailures: number;
  accountWindowMinutes: number;
  addressMaxFailures: number;
  addressWindowMinutes: number;
  knownDays: number;
}

/**
 * Abuse limits per minute (docs/api.md, Limits): an employee token's portal writes, all portal writes from
 * one address (an office shares one), and the public routes (tenant look-up, sign-in, password links) per
 * address.
 */
export interface RateLimits {
  portalWritesPerToken: number;
  portalWritesPerAddress: number;
  publicPerAddress: number;
}

/** Files: where uploads are kept (FILE_STORE). */
export type FileStoreKind = 'local' | 'postgres';

/** FILE_STORE, or the default of the engine: PostgreSQL's database when DATABASE_URL is set. */
function fileStoreOf(env: NodeJS.ProcessEnv): FileStoreKind {
  const value = env.FILE_STORE || (env.DATABASE_URL ? 'postgres' : 'local');
  // a mistyped store would keep files on one machine's disk unnoticed: refused at start
  if (value !== 'local' && value !== 'postgres')
    throw new Error(`FILE_STORE must be local or postgres, not "${value}"`);
  return value;
}

/** Every setting is an environment variable (listed in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A pristine embedded cluster, copied for each new embedded database (EMBEDDED_TEMPLATE_DIR). */
  embeddedTemplateDir: string;
  /** postgres://… puts the control database (and new tenants) on PostgreSQL; unset means embedded. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  production: boolean;
  logLevel: string;
  /** A log line per request (Fastify's "incoming request" and "request completed", at info): LOG_REQUESTS. */
  logRequests: boolean;
  /** Between a stop's signal and closing the listener: `/readyz` says 503 meanwhile (docs/deploy.md). */
  shutdownDelayMs: number;
  /** The embedded engine's buffer pool per open database, in MB (EMBEDDED_SHARED_BUFFERS_MB). */
  embeddedSharedBuffersMb: number;
  /** Threads the embedded databases that keep the shared thread busy move to (EMBEDDED_BUSY_THREADS). */
  embeddedBusyThreads: number;
  tenantCacheSize: number;
  tenantIdleSeconds: number;
  /**
   * The most connections this process holds to PostgreSQL (PG_MAX_CONNECTIONS), whatever the number of open
   * tenants: the control database's pool and listener take their share, the tenants' pools the rest
   * (tenancy/connection-budget.ts).
   */
  pgMaxConnections: number;
  /**
   * How long a PostgreSQL connection stays open idle (PG_IDLE_SECONDS): a tenant asked again within it finds a
   * warm connection; PG_MAX_CONNECTIONS still bounds them all, closing the longest idle first when needed.
   */
  pgIdleSeconds: number;
  tokenCacheMs: number;
  /** How long a list's total may be reused while this process writes nothing (COUNT_CACHE_MS). */
  countCacheMs: number;
  graphqlMaxDepth: number;
  /**
   * A GraphQL document runs through graphql-jit's compiled executor from its Nth run in this process on
   * (GRAPHQL_JIT_AFTER; 0: never; app/compiled-execution.ts).
   */
  graphqlJitAfter: number;
  /** The attempt policy of sign-ins, password changes and codes (docs/sign-in.md). */
  attempts: AttemptPolicy;
  webDist: string;
  /** The employees' app's build, served at /app/ (docs/portal-app.md). */
  portalDist: string;
  seedDemo: boolean;
  /** Where the panel is reached from outside; invitation links start with it (PUBLIC_URL). */
  publicUrl: string;
  /** `smtp://user:pass@host:587` (or smtps://): mail is delivered from the outbox when set with MAIL_FROM. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** How often the outbox is looked at for mail to deliver (MAIL_SEND_INTERVAL_MS). */
  mailIntervalMs: number;
  /** An HTTP SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN) and the GSM numbers' country code (SMS_COUNTRY_CODE). */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsCountryCode: string;
  /** Files: the largest upload accepted per kind, in MB (UPLOAD_MAX_IMAGE_MB, …_PDF_MB, …_VIDEO_MB). */
  uploadMaxMb: Record<UploadKind, number>;
  /**
   * Files: where uploads are kept (FILE_STORE): `postgres`, in each tenant's database, shared by every process
   * (the default with DATABASE_URL), or `local`, in DATA_DIR/files (the embedded default); docs/deploy.md.
   */
  fileStore: FileStoreKind;
  /** The disaster map's tile server, a Leaflet URL template (MAP_TILE_URL), and its attribution. */
  mapTileUrl: string;
  mapAttribution: string;
  /** The two Form menu entries' external pages (FORM_DATA_URL, FORM_BUILDER_URL): http(s) only, else unset. */
  formDataUrl: string | null;
  formBuilderUrl: string | null;
  /** Security events are kept this many days (SECURITY_EVENT_DAYS). */
  securityEventDays: number;
  /** Take the client address from X-Forwarded-For (TRUST_PROXY=true, behind a proxy). */
  trustProxy: boolean;
  /** RATE_LIMIT_PORTAL_WRITES, RATE_LIMIT_PORTAL_WRITES_PER_ADDRESS, RATE_LIMIT_PUBLIC. */
  rateLimits: RateLimits;
  /** Heavy operations per tenant: at once (HEAVY_WORK_PER_TENANT) and waiting (HEAVY_WORK_QUEUE). */
  heavyWork: { concurrent: number; queued: number };
  /** A database statement running longer is cancelled, on PostgreSQL (STATEMENT_TIMEOUT_MS; 0: none). */
  statementTimeoutMs: number;
  /** Rows an Excel export reads per statement and holds at once (EXPORT_BATCH_SIZE; docs/exports.md). */
  exportBatchSize: number;
  /** Origins a browser may call the GraphQL services from: the panel's own (PUBLIC_URL) and CORS_ORIGINS. */
  corsOrigins: readonly string[];
  /** Workflows' background jobs (docs/approvals.md): how often due jobs are looked for (JOB_POLL_MS; 0: never). */
  jobPollMs: number;
  /** URL-request steps: the call's time limit (WORKFLOW_URL_TIMEOUT_MS) and whether private addresses may be called. */
  workflowUrl: { timeoutMs: number; allowPrivate: boolean; attempts: number };
  /** How many days an approval's one-time link in its notification stays valid (APPROVAL_LINK_DAYS). */
  approvalLinkDays: number;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The panel's own origin and the extra ones in CORS_ORIGINS (comma separated), each as scheme://host[:port]. */
/** An http(s) address, or null (unset, or anything a link must not open, such as javascript:). */
function webAddress(value: string | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  const own = env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`;
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [
    ...new Set(
      [own, ...listed].flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  const onPostgres = Boolean(env.DATABASE_URL?.startsWith('postgres'));
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    embeddedTemplateDir: path.resolve(env.EMBEDDED_TEMPLATE_DIR ?? path.join(dataDir, 'embedded-template')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, 0),
    embeddedSharedBuffersMb: Math.max(1, int(env.EMBEDDED_SHARED_BUFFERS_MB, 16)),
    embeddedBusyThreads: Math.max(0, int(env.EMBEDDED_BUSY_THREADS, 1)),
    // on PostgreSQL an open tenant holds no connection while idle (PG_MAX_CONNECTIONS bounds them all), so
    // many stay open; an embedded one holds its buffer pool
    tenantCacheSize: int(env.TENANT_CACHE_SIZE, onPostgres ? 1000 : 8),
    tenantIdleSeconds: int(env.TENANT_IDLE_SECONDS, 600),
    pgMaxConnections: Math.max(4, int(env.PG_MAX_CONNECTIONS, 60)),
    pgIdleSeconds: Math.max(1, int(env.PG_IDLE_SECONDS, 60)),
    // fallbacks: a change made through any process drops these answers at once (docs/deploy.md, Caches)
    tokenCacheMs: int(env.TOKEN_CACHE_MS, 10_000),
    countCacheMs: int(env.COUNT_CACHE_MS, 10_000),
    graphqlMaxDepth: int(env.GRAPHQL_MAX_DEPTH, 10),
    graphqlJitAfter: int(env.GRAPHQL_JIT_AFTER, 10),
    attempts: {
      freeFailures: int(env.SIGN_IN_FREE_FAILURES, 5),
      delaySeconds: int(env.SIGN_IN_DELAY_SECONDS, 30),
      maxDelaySeconds: int(env.SIGN_IN_MAX_DELAY_MINUTES, 15) * 60,
      memoryHours: int(env.SIGN_IN_MEMORY_HOURS, 24),
      accountMaxFailures: Math.max(1, int(env.SIGN_IN_ACCOUNT_MAX_FAILURES, 10)),
      accountWindowMinutes: Math.max(1, int(env.SIGN_IN_ACCOUNT_WINDOW_MINUTES, 15)),
      addressMaxFailures: int(env.SIGN_IN_ADDRESS_MAX_FAILURES, 300),
      addressWindowMinutes: int(env.SIGN_IN_ADDRESS_WINDOW_MINUTES, 15),
      knownDays: 30,
    },
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(root, 'apps/portal/dist')),
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailIntervalMs: int(env.MAIL_SEND_INTERVAL_MS, 5000),
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    smsCountryCode: (env.SMS_COUNTRY_CODE || '90').replace(/\D/g, ''),
    // Files: per-kind upload limits, checked before an upload is decoded (src/files/accept-upload.ts).
    uploadMaxMb: {
      image: int(env.UPLOAD_MAX_IMAGE_MB, 2),
      pdf: int(env.UPLOAD_MAX_PDF_MB, 10),
      video: int(env.UPLOAD_MAX_VIDEO_MB, 50),
    },
    fileStore: fileStoreOf(env),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
    formDataUrl: webAddress(env.FORM_DATA_URL),
    formBuilderUrl: webAddress(env.FORM_BUILDER_URL),
    securityEventDays: int(env.SECURITY_EVENT_DAYS, 365),
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimits: {
      portalWritesPerToken: int(env.RATE_LIMIT_PORTAL_WRITES, 60),
      portalWritesPerAddress: int(env.RATE_LIMIT_PORTAL_WRITES_PER_ADDRESS, 1200),
      publicPerAddress: int(env.RATE_LIMIT_PUBLIC, 300),
    },
    // an embedded database runs one statement at a time: a second heavy operation of the tenant only waits
    // there, while its answer's building holds the server's thread from other tenants (docs/performance.md)
    heavyWork: {
      concurrent: int(env.HEAVY_WORK_PER_TENANT, onPostgres ? 2 : 1),
      queued: int(env.HEAVY_WORK_QUEUE, 20),
    },
    statementTimeoutMs: int(env.STATEMENT_TIMEOUT_MS, 15_000),
    exportBatchSize: Math.max(1, int(env.EXPORT_BATCH_SIZE, 500)),
    corsOrigins: corsOrigins(env),
    jobPollMs: int(env.JOB_POLL_MS, 1000),
    workflowUrl: {
      timeoutMs: int(env.WORKFLOW_URL_TIMEOUT_MS, 10_000),
      allowPrivate: env.WORKFLOW_URL_ALLOW_PRIVATE === 'true',
      attempts: Math.max(1, int(env.WORKFLOW_URL_ATTEMPTS, 5)),
    },
    approvalLinkDays: Math.max(1, int(env.APPROVAL_LINK_DAYS, 5)),
  };
}

import path from 'node:path';
import type { UploadKind } from './files/stored-types.ts';

/** Every setting is an environment variable (listed in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… puts the control database (and new tenants) on PostgreSQL; unset means embedded. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  production: boolean;
  logLevel: string;
  tenantCacheSize: number;
  tenantIdleSeconds: number;
  tokenCacheMs: number;
  graphqlMaxDepth: number;
  signInMaxFailures: number;
  signInWindowMinutes: number;
  webDist: string;
  seedDemo: boolean;
  /** Where the panel is reached from outside; invitation links start with it (PUBLIC_URL). */
  publicUrl: string;
  /** `smtp://user:pass@host:587` (or smtps://): mail is delivered from the outbox when set with MAIL_FROM. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** How often the outbox is looked at for mail to deliver (MAIL_SEND_INTERVAL_MS). */
  mailIntervalMs: number;
  /** Files: the largest upload accepted per kind, in MB (UPLOAD_MAX_IMAGE_MB, …_PDF_MB, …_VIDEO_MB). */
  uploadMaxMb: Record<UploadKind, number>;
  /** The disaster map's tile server, a Leaflet URL template (MAP_TILE_URL), and its attribution. */
  mapTileUrl: string;
  mapAttribution: string;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    tenantCacheSize: int(env.TENANT_CACHE_SIZE, 8),
    tenantIdleSeconds: int(env.TENANT_IDLE_SECONDS, 600),
    tokenCacheMs: int(env.TOKEN_CACHE_MS, 2000),
    graphqlMaxDepth: int(env.GRAPHQL_MAX_DEPTH, 10),
    signInMaxFailures: int(env.SIGN_IN_MAX_FAILURES, 10),
    signInWindowMinutes: int(env.SIGN_IN_WINDOW_MINUTES, 15),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailIntervalMs: int(env.MAIL_SEND_INTERVAL_MS, 5000),
    // Files: per-kind upload limits, checked before an upload is decoded (src/files/accept-upload.ts).
    uploadMaxMb: {
      image: int(env.UPLOAD_MAX_IMAGE_MB, 2),
      pdf: int(env.UPLOAD_MAX_PDF_MB, 10),
      video: int(env.UPLOAD_MAX_VIDEO_MB, 50),
    },
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
  };
}

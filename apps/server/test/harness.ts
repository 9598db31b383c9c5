import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { loadConfig, type AttemptPolicy, type Config } from '../src/kernel/config.ts';
import { createServer, createServices, type PanoServer } from '../src/app/create-server.ts';
import { provisionTenant } from '../src/seed/provision-tenant.ts';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../src/tenancy/database.ts';
import { hashPassword } from '../src/auth/password.ts';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { users } from '../src/db/tenant/users.table.ts';
import { roles } from '../src/db/tenant/organization.table.ts';
import { TEST_TEMPLATE_DIR } from './template-dir.ts';

/** Set TEST_DATABASE_URL=postgres://… to run the same suite on PostgreSQL instead of the embedded engine. */
export const POSTGRES = process.env.TEST_DATABASE_URL;

export interface Tenant {
  tag: string;
  email: string;
  password: string;
}

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string | null;
  messages: { code: string; message: string }[];
  data: T;
  totalItemCount?: number;
}

/** The GraphQL services by name: the panel's main and shared ones, and the employees' portal. */
export const SERVICE_PATHS = {
  main: '/graphql',
  shared: '/shared/graphql',
  portal: '/portal/graphql',
} as const;

export interface CallOptions {
  token?: string;
  lang?: 'tr' | 'en';
  service?: keyof typeof SERVICE_PATHS;
}

/** The attempt policy with some rules changed (docs/sign-in.md). */
export function policy(changes: Partial<AttemptPolicy>): AttemptPolicy {
  return { ...loadConfig().attempts, ...changes };
}

/**
 * Dropped when the whole run ends (global-setup.ts): a drop waits for a checkpoint, and the drops of all
 * files together share a few. Outside a vitest run with the global setup, dropped now.
 */
async function dropLater(server: string, names: string[]): Promise<void> {
  const folder = inject('dropFolder');
  if (!folder) {
    for (const name of names) await dropPostgresDatabase(server, name);
    return;
  }
  fs.appendFileSync(path.join(folder, `${process.pid}.txt`), names.map((name) => `${name}\n`).join(''));
}

/** A real server on a random port with a fresh database (embedded or PostgreSQL), torn down afterwards. */
export class TestServer {
  private readonly databases: string[] = [];

  private constructor(
    readonly server: PanoServer,
    readonly url: string,
    readonly config: Config,
  ) {}

  static async start(overrides: Partial<Config> = {}, queryLogger?: DrizzleLogger): Promise<TestServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-test-'));
    let databaseUrl: string | undefined;
    const controlName = `pano_ctl_${crypto.randomBytes(5).toString('hex')}`;
    // a second server on another's control database (`overrides.databaseUrl`) leaves it to that one to drop
    const ownControl = Boolean(POSTGRES) && !overrides.databaseUrl;
    if (POSTGRES && ownControl) databaseUrl = await ensurePostgresDatabase(POSTGRES, controlName);
    const config: Config = {
      ...loadConfig(),
      dataDir,
      embeddedTemplateDir: TEST_TEMPLATE_DIR,
      databaseUrl,
      seedDemo: false,
      tokenCacheMs: 0,
      // A whole test file signs in from 127.0.0.1; test/rate-limits.test.ts sets these low to see them work.
      rateLimits: { portalWritesPerToken: 1e6, portalWritesPerAddress: 1e6, publicPerAddress: 1e6 },
      ...overrides,
    };
    const services = await createServices(config, queryLogger);
    const server = await createServer(services);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const test = new TestServer(server, address, config);
    if (ownControl) test.databases.push(controlName);
    return test;
  }

  async createTenant(tag = `t-${crypto.randomBytes(4).toString('hex')}`): Promise<Tenant> {
    const tenant = {
      tag,
      email: `admin@${tag}.test`,
      password: `pw-${crypto.randomBytes(6).toString('hex')}`,
    };
    await provisionTenant(this.server.services, {
      tag,
      companyName: `Company ${tag}`,
      adminEmail: tenant.email,
      adminPassword: tenant.password,
    });
    this.ownTenantDatabase(tag);
    return tenant;
  }

  /** Tenant `tag`'s PostgreSQL database is dropped with this server's (a tenant provisioned by hand). */
  ownTenantDatabase(tag: string): void {
    if (POSTGRES) this.databases.push(`pano_${tag.replace(/-/g, '_')}`);
  }

  async getSubscription(
    tag: string,
    lang: 'tr' | 'en' = 'tr',
  ): Promise<Envelope<{ connectionString: string } & Record<string, unknown>>> {
    const response = await fetch(
      `${this.url}/api/Subscription/GetSubscription?tag=${encodeURIComponent(tag)}`,
      {
        headers: { 'accept-language': lang },
      },
    );
    return (await response.json()) as never;
  }

  /**
   * Signs in over HTTP as a client would. `options.body` replaces the identifier fields (`{ gsm }`);
   * `options.address` is sent as X-Forwarded-For (seen only by a server started with `trustProxy`).
   */
  async verify(
    tag: string,
    email: string,
    password: string,
    lang: 'tr' | 'en' = 'tr',
    route: 'VerifyPanelUser' | 'VerifyUser' = 'VerifyPanelUser',
    options: { body?: Record<string, unknown>; address?: string; connectionToken?: string } = {},
  ) {
    const connectionToken =
      options.connectionToken ?? (await this.getSubscription(tag)).data.connectionString;
    const response = await fetch(`${this.url}/api/User/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      },
      body: JSON.stringify({ connectionToken, ...(options.body ?? { email }), password }),
    });
    return (await response.json()) as Envelope<{ token: string; userId: number } | null>;
  }

  async signIn(tenant: Tenant): Promise<string> {
    const result = await this.verify(tenant.tag, tenant.email, tenant.password);
    if (!result.isSuccess || !result.data) throw new Error(`sign-in failed: ${result.message}`);
    return result.data.token;
  }

  /**
   * Makes an employee (not a panel user) with a password in the tenant and signs them in to the portal
   * (`POST /api/User/VerifyUser`): their portal token, user id and credentials. With `panel`, a second
   * panel user (Admin role) signed in to the panel instead.
   */
  async signInEmployee(
    tenant: Tenant,
    name = 'Çalışan',
    surname = `Şahin ${crypto.randomBytes(3).toString('hex')}`,
    panel = false,
  ): Promise<{ token: string; userId: number; email: string; password: string }> {
    const email = `emp-${crypto.randomBytes(4).toString('hex')}@${tenant.tag}.test`;
    const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
    const passwordHash = await hashPassword(password);
    await this.server.services.tenants.withTenant(tenant.tag, async (db) => {
      // a second panel user is another administrator: the Admin role holds every permission
      const [admin] = panel
        ? await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Admin'))
        : [];
      await db
        .insert(users)
        .values({ name, surname, email, passwordHash, isPanelUser: panel, roleId: admin?.id });
    });
    const result = await this.verify(
      tenant.tag,
      email,
      password,
      'tr',
      panel ? 'VerifyPanelUser' : 'VerifyUser',
    );
    if (!result.isSuccess || !result.data) throw new Error(`portal sign-in failed: ${result.message}`);
    return { ...result.data, email, password };
  }

  /** POSTs one GraphQL operation; answers the body as the client would see it. */
  async graphql<T = Record<string, Envelope>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: CallOptions = {},
  ) {
    const response = await fetch(`${this.url}${SERVICE_PATHS[options.service ?? 'main']}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': options.lang ?? 'tr',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: T; errors?: { message: string }[] },
    };
  }

  /** Shorthand: the envelope of the first field of the answer. */
  async call<T = unknown>(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) {
    const { body } = await this.graphql<Record<string, Envelope<T>>>(query, variables, options);
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    const first = Object.values(body.data ?? {})[0];
    if (!first) throw new Error('no data in answer');
    return first;
  }

  /**
   * Stops this server and starts another on the same data (a restart): tenants, tokens and jobs stay; what
   * one process kept in memory does not; `overrides` change settings for the new one (FILE_STORE …). Answers
   * the new server; this one is done.
   */
  async restart(overrides: Partial<Config> = {}): Promise<TestServer> {
    await this.server.close();
    const config = { ...this.config, ...overrides };
    const services = await createServices(config);
    const server = await createServer(services);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const next = new TestServer(server, address, config);
    next.databases.push(...this.databases);
    return next;
  }

  async stop(): Promise<void> {
    await this.server.close();
    if (POSTGRES) await dropLater(POSTGRES, this.databases);
    fs.rmSync(this.config.dataDir, { recursive: true, force: true });
  }
}

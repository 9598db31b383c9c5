import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { ControlStore } from '../tenancy/control-store.ts';
import { TenantRegistry } from '../tenancy/tenant-registry.ts';
import { TokenSigner } from '../auth/tokens.ts';
import { TokenStore } from '../auth/token-store.ts';
import { loadSecret } from '../auth/secret.ts';
import { registerSignInRoutes } from '../auth/sign-in.routes.ts';
import { buildMainSchema, buildSharedSchema } from '../graphql/schemas.ts';
import { mountGraphql } from './graphql-route.ts';
import { addSecurityHeaders } from './security-headers.ts';
import type { Services } from './services.ts';

export interface PanoServer {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

const GRAPHQL_BODY_LIMIT = 1024 * 1024;

export async function createServices(config: Config, queryLogger?: DrizzleLogger): Promise<Services> {
  const control = await ControlStore.open(config);
  return {
    config,
    control,
    tenants: new TenantRegistry(control, config, queryLogger),
    signer: new TokenSigner(loadSecret(config)),
    tokens: new TokenStore(config.tokenCacheMs),
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.tenants.closeAll();
  await services.control.close();
}

/** One process serves the two GraphQL services, the sign-in service and the built SPA. */
export async function createServer(services: Services): Promise<PanoServer> {
  const app = Fastify({
    bodyLimit: GRAPHQL_BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  addSecurityHeaders(app);
  registerSignInRoutes(app, services);
  mountGraphql(app, services, '/graphql', buildMainSchema());
  mountGraphql(app, services, '/shared/graphql', buildSharedSchema());
  if (fs.existsSync(services.config.webDist)) {
    await app.register(fastifyStatic, {
      root: services.config.webDist,
      wildcard: false,
      index: ['index.html'],
    });
  }
  app.get('/healthz', async () => ({ ok: true }));
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await closeServices(services);
    },
  };
}

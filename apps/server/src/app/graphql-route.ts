import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { pickLanguage } from '@pano/contract';
import type { Services } from './services.ts';
import { createContext, type RequestContext } from './context.ts';
import { authenticate } from './authenticate.ts';
import type { TokenKind } from '../auth/tokens.ts';
import { logger } from './logger.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  pano: RequestContext;
}

/** Limits on what one request may ask for (docs/api.md). */
export const GRAPHQL_LIMITS = { maxAliases: 15, maxTokens: 2000, maxDirectives: 10 } as const;

function plugins(production: boolean, maxDepth: number): Plugin[] {
  const list: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      costLimit: { maxCost: 5000 },
      blockFieldSuggestion: { enabled: production },
    }) as Plugin,
    useCSRFPrevention({ requestHeaders: ['x-pano-csrf'] }) as Plugin,
  ];
  if (production) list.push(useDisableIntrospection() as Plugin);
  return list;
}

export interface MountOptions {
  /** A larger body limit (uploads). */
  bodyLimit?: number;
  /** Whose tokens the service takes: panel users' (default) or employees' (the portal service). */
  kind?: TokenKind;
}

/**
 * Mounts one GraphQL service; the caller is authenticated before the operation runs. A token of the other
 * kind is not a session here: a portal token on a panel service (or the reverse) answers TokenInvalid.
 */
export function mountGraphql(
  app: FastifyInstance,
  services: Services,
  url: string,
  schema: GraphQLSchema,
  { bodyLimit, kind = 'panel' }: MountOptions = {},
): void {
  const production = services.config.production;
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: url,
    graphiql: false,
    landingPage: false,
    batching: false,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args) => logger.warn({ args }, 'graphql'),
      error: (...args) => logger.error({ args }, 'graphql'),
    },
    maskedErrors: { isDev: !production },
    context: ({ pano }) => pano,
    plugins: plugins(production, services.config.graphqlMaxDepth),
  });
  app.route({
    url,
    method: ['GET', 'POST', 'OPTIONS'],
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (req, reply) => {
      const auth = await authenticate(services, req.headers.authorization, kind);
      const pano = createContext(
        {
          requestId: String(req.id ?? crypto.randomUUID()),
          lang: pickLanguage(req.headers['accept-language']),
          services,
        },
        auth.session,
        auth.failure,
      );
      try {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, pano });
        response.headers.forEach((value, key) => void reply.header(key, value));
        reply.status(response.status);
        reply.send(Buffer.from(await response.arrayBuffer()));
        return reply;
      } finally {
        auth.release();
      }
    },
  });
}

import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { pickLanguage } from '@pano/contract';
import type { Services } from '../request/services.ts';
import { createContext, type RequestContext } from '../request/context.ts';
import { authenticate } from '../request/authenticate.ts';
import type { TokenKind } from '../auth/tokens.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { clientOf } from '../request/client.ts';
import { fileTooLarge } from '../files/receive-stream.ts';
import { bodyGuard } from './body-guard.ts';
import { graphqlRefusal } from './graphql-refusals.ts';
import { sendRefusal } from './request-refusals.ts';
import { operationLimits } from './operation-limits.ts';
import { compiledExecution } from './compiled-execution.ts';
import { slicedAnswers } from './sliced-answers.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  pano: RequestContext;
}

const CORS_HEADERS = ['content-type', 'authorization', 'accept-language', 'x-pano-csrf'];
const BODY_HEADERS = new Set(['content-type', 'content-length']);

/** GraphQL's "Did you mean …?" hints name the schema's fields: production leaves them out of every error. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;
const withoutSuggestions: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (!('errors' in result) || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const message = error.message.replace(SUGGESTION, '');
          return message === error.message
            ? error
            : Object.assign(Object.create(error) as typeof error, { message });
        }),
      });
    },
  }),
};

/** Limits on what one request may ask for (docs/api.md). */
export const GRAPHQL_LIMITS = { maxAliases: 15, maxTokens: 2000, maxDirectives: 10 } as const;

function plugins(services: Services): Plugin[] {
  const { production, graphqlMaxDepth: maxDepth } = services.config;
  const list: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      // the cost that counts page sizes is operationLimits'
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: production },
    }) as Plugin,
    useCSRFPrevention({ requestHeaders: ['x-pano-csrf'] }) as Plugin,
    operationLimits(services) as Plugin,
    ...compiledExecution(services.config.graphqlJitAfter),
    slicedAnswers(),
  ];
  if (production) list.push(useDisableIntrospection() as Plugin, withoutSuggestions);
  return list;
}

export interface MountOptions {
  /**
   * An upload service's larger body limit, and the largest file it takes (FileTooLarge names it): the token
   * and the declared length are checked before the body is read (app/body-guard.ts).
   */
  upload?: { bodyLimit: number; maxFileBytes: number };
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
  { upload, kind = 'panel' }: MountOptions = {},
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
      warn: (...args) => logger.warn({ args: args.map(safeError) }, 'graphql'),
      error: (...args) => logger.error({ args: args.map(safeError) }, 'graphql'),
    },
    maskedErrors: { isDev: !production },
    // CORS: only the panel's own origin and the configured ones (Yoga's default would reflect any origin);
    // no credentials: the API takes a bearer token, never a cookie
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && services.config.corsOrigins.includes(origin)
        ? { origin, credentials: false, methods: ['GET', 'POST', 'OPTIONS'], allowedHeaders: CORS_HEADERS }
        : false;
    },
    context: ({ pano }) => pano,
    plugins: plugins(services),
    // Fastify has read the body within the route's own limit; Yoga's 25 MB default would cut videos short
    maxRequestBodySize: upload?.bodyLimit ?? false,
  });
  const guard =
    upload &&
    bodyGuard(services, {
      kind,
      maxBytes: () => upload.bodyLimit,
      tooLarge: () => fileTooLarge(upload.maxFileBytes),
    });
  app.route({
    url,
    method: ['GET', 'POST', 'OPTIONS'],
    ...(upload && guard ? { bodyLimit: upload.bodyLimit, ...guard.hooks } : {}),
    handler: async (req, reply) => {
      const guarded = guard?.authOf(req);
      const auth = guarded ?? (await authenticate(services, req.headers.authorization, kind));
      const pano = createContext(
        {
          requestId: String(req.id ?? crypto.randomUUID()),
          lang: pickLanguage(req.headers['accept-language']),
          client: clientOf(req),
          services,
        },
        auth.session,
        auth.failure,
      );
      try {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, pano });
        const body = Buffer.from(await response.arrayBuffer());
        // what Yoga refused before running an operation answers the envelope (app/graphql-refusals.ts)
        const refused = graphqlRefusal(response.status, body);
        response.headers.forEach((value, key) => {
          // a refusal keeps Yoga's other headers (CORS) and is a JSON body of its own
          if (!refused || !BODY_HEADERS.has(key)) void reply.header(key, value);
        });
        if (refused) return sendRefusal(req, reply, refused.refusal, refused.headers);
        reply.status(response.status);
        reply.send(body);
        return reply;
      } finally {
        if (!guarded) auth.release(); // a guarded request's lease goes with its answer
      }
    },
  });
}

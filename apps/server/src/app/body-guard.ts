import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from '@pano/contract';
import type { TokenKind } from '../auth/tokens.ts';
import { DomainError, fail } from '../kernel/envelope.ts';
import { authenticate, type Authentication } from '../request/authenticate.ts';
import type { Services } from '../request/services.ts';

/** A refusal decided before the body is read. */
export interface Refusal {
  status: number;
  error: DomainError;
}

export interface BodyGuardOptions {
  kind: TokenKind;
  /** The most a request may send (it may depend on what the request asks for, e.g. the upload's kinds). */
  maxBytes: (request: FastifyRequest) => number;
  /** The error for a body over that limit (FileTooLarge with the limit the caller knows). */
  tooLarge: (request: FastifyRequest) => DomainError;
  /** Further checks of the headers and query, after the token. */
  check?: (request: FastifyRequest) => Refusal | null;
}

export interface BodyGuard {
  /** Route options: the checks run in onRequest, before a byte of the body is read. */
  hooks: {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    onResponse: (request: FastifyRequest) => Promise<void>;
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
  };
  /** The authentication onRequest made (its lease is released when the answer is sent). */
  authOf(request: FastifyRequest): Authentication;
}

/** An answer sent before the body is read; the connection closes so the rest is never read. */
function refuse(reply: FastifyReply, lang: Language, { status, error }: Refusal) {
  return reply.code(status).header('connection', 'close').send(fail(lang, error));
}

/**
 * The guard of a route that takes a large body (an upload): the bearer token is checked, then the declared
 * `Content-Length` against the caller's limit, all before a byte of the body is read, so an anonymous or
 * oversized request costs nothing. A body that outgrows the limit anyway (chunked) answers the same
 * localized FileTooLarge envelope, never a bare 413.
 */
export function bodyGuard(services: Services, options: BodyGuardOptions): BodyGuard {
  const auths = new WeakMap<FastifyRequest, Authentication>();
  const langOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
  return {
    hooks: {
      onRequest: async (request, reply) => {
        const lang = langOf(request);
        const auth = await authenticate(services, request.headers.authorization, options.kind);
        const declared = Number(request.headers['content-length'] ?? 0);
        const refusal: Refusal | null = !auth.session
          ? { status: 401, error: new DomainError(auth.failure) }
          : (options.check?.(request) ??
            (declared > options.maxBytes(request)
              ? { status: 413, error: options.tooLarge(request) }
              : null));
        if (refusal) {
          auth.release();
          return refuse(reply, lang, refusal);
        }
        auths.set(request, auth);
      },
      onResponse: async (request) => auths.get(request)?.release(),
      errorHandler: (error, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return refuse(reply, langOf(request), { status: 413, error: options.tooLarge(request) });
        throw error;
      },
    },
    authOf(request) {
      const auth = auths.get(request);
      if (!auth) throw new Error('a guarded route ran without its guard');
      return auth;
    },
  };
}

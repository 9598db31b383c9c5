import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../request/services.ts';
import { runPublic } from '../../request/run.ts';
import { clientOf, publicCaller } from '../../request/client.ts';
import { getSubscription, verifyUser, type DeviceCookies } from './sign-in.ts';

const SIGN_IN_BODY_LIMIT = 16 * 1024;

/** Cookies of the sign-in exchange: the panel's device cookies (HttpOnly, SameSite=Strict, this path only). */
function deviceCookies(req: FastifyRequest, reply: FastifyReply): DeviceCookies {
  return {
    read: (name) => {
      for (const part of (req.headers.cookie ?? '').split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) return value.join('=');
      }
      return undefined;
    },
    write: (name, value, maxAge) => {
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${name}=${value}; Max-Age=${maxAge}; Path=/api/User; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}

/**
 * The separate sign-in HTTP service (spec 000 §7): tenant look-up and panel sign-in, and a new panel user's
 * first password from an invitation (docs/people.md).
 */
export function registerSignInRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/Subscription/GetSubscription', async (req) => {
    const tag = (req.query as Record<string, unknown>).tag;
    return runPublic(publicCaller(req), () => getSubscription(services, tag));
  });
  app.post('/api/User/VerifyPanelUser', { bodyLimit: SIGN_IN_BODY_LIMIT }, async (req, reply) =>
    runPublic(publicCaller(req), () =>
      verifyUser(services, req.body, clientOf(req), 'panel', deviceCookies(req, reply)),
    ),
  );
  // The portal (employee) sign-in: the same checks, a portal token (docs/portal.md).
  app.post('/api/User/VerifyUser', { bodyLimit: SIGN_IN_BODY_LIMIT }, async (req) =>
    runPublic(publicCaller(req), () => verifyUser(services, req.body, clientOf(req), 'portal')),
  );
}

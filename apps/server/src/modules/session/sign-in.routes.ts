import type { FastifyInstance } from 'fastify';
import type { Services } from '../../request/services.ts';
import { runPublic } from '../../request/run.ts';
import { clientOf, publicCaller } from '../../request/client.ts';
import { getSubscription, verifyUser } from './sign-in.ts';

const SIGN_IN_BODY_LIMIT = 16 * 1024;

/**
 * The separate sign-in HTTP service (spec 000 §7): tenant look-up and panel sign-in, and a new panel user's
 * first password from an invitation (docs/people.md).
 */
export function registerSignInRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/Subscription/GetSubscription', async (req) => {
    const tag = (req.query as Record<string, unknown>).tag;
    return runPublic(publicCaller(req), () => getSubscription(services, tag));
  });
  app.post('/api/User/VerifyPanelUser', { bodyLimit: SIGN_IN_BODY_LIMIT }, async (req) =>
    runPublic(publicCaller(req), () => verifyUser(services, req.body, clientOf(req), 'panel')),
  );
  // The portal (employee) sign-in: the same checks, a portal token (docs/portal.md).
  app.post('/api/User/VerifyUser', { bodyLimit: SIGN_IN_BODY_LIMIT }, async (req) =>
    runPublic(publicCaller(req), () => verifyUser(services, req.body, clientOf(req), 'portal')),
  );
}

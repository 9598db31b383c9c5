import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../request/services.ts';
import { runPublic } from '../../request/run.ts';
import { clientOf, publicCaller } from '../../request/client.ts';
import { getSubscription, verifyUser } from './sign-in.ts';
import type { DeviceMarks } from './device-marks.ts';

const SIGN_IN_BODY_LIMIT = 16 * 1024;

/** The header an app (no cookies) sends its device mark in, and gets a new one back in. */
const DEVICE_HEADER = 'x-pano-device';

/**
 * The device marks of a sign-in exchange (docs/sign-in.md, Known devices): read from the account's cookie
 * and the `X-Pano-Device` header; given back as an HttpOnly, SameSite=Strict cookie on the sign-in routes'
 * path (Secure over https) and in the same header, for apps. The answer's body stays the spec's.
 */
function deviceMarks(req: FastifyRequest, reply: FastifyReply): DeviceMarks {
  return {
    sent: (name) => {
      const marks: string[] = [];
      for (const part of (req.headers.cookie ?? '').split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) marks.push(value.join('='));
      }
      const header = req.headers[DEVICE_HEADER];
      if (typeof header === 'string' && header) marks.push(header);
      return marks;
    },
    give: (name, mark, maxAge) => {
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${name}=${mark}; Max-Age=${maxAge}; Path=/api/User; HttpOnly; SameSite=Strict${secure}`,
      );
      reply.header(DEVICE_HEADER, mark);
    },
  };
}

/**
 * The separate sign-in HTTP service (spec 000 §7): tenant look-up, the panel's sign-in and the portal's
 * (the same checks, a portal token: docs/portal.md), each with device marks.
 */
export function registerSignInRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/Subscription/GetSubscription', async (req) => {
    const tag = (req.query as Record<string, unknown>).tag;
    return runPublic(publicCaller(req), () => getSubscription(services, tag));
  });
  for (const [url, kind] of [
    ['/api/User/VerifyPanelUser', 'panel'],
    ['/api/User/VerifyUser', 'portal'],
  ] as const)
    app.post(url, { bodyLimit: SIGN_IN_BODY_LIMIT }, async (req, reply) =>
      runPublic(publicCaller(req), () =>
        verifyUser(services, req.body, clientOf(req), kind, deviceMarks(req, reply)),
      ),
    );
}

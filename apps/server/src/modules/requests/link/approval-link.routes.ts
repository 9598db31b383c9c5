import type { FastifyInstance } from 'fastify';
import { publicCaller } from '../../../request/client.ts';
import { runPublic } from '../../../request/run.ts';
import type { Services } from '../../../request/services.ts';
import { decideApprovalLink, getApprovalLink } from './approval-link.ts';

const LINK_BODY_LIMIT = 16 * 1024;

/**
 * An approval's one-time link (docs/approvals.md): the page `/#/onay` reads what is asked with a POST (the
 * token stays out of URLs the server logs), and sends the decision with another. Public, limited per
 * address like the other `/api/` routes.
 */
export function registerApprovalLinkRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/Approval/GetApprovalLink', { bodyLimit: LINK_BODY_LIMIT }, async (req) => {
    const caller = publicCaller(req);
    return runPublic(caller, () => getApprovalLink(services, req.body, caller.lang));
  });
  app.post('/api/Approval/DecideApprovalLink', { bodyLimit: LINK_BODY_LIMIT }, async (req) => {
    const caller = publicCaller(req);
    return runPublic(caller, () => decideApprovalLink(services, req.body, caller.lang));
  });
}

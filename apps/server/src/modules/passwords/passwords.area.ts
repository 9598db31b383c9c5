import { defineMutation } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { runPublic } from '../../request/run.ts';
import { clientOf, publicCaller } from '../../request/client.ts';
import { defineArea } from '../area.ts';
import { acceptPasswordLink } from './accept-password-link.ts';
import { forgotPassword } from './forgot-password.ts';
import { outboxMessageEntity, revealOutboxMessage, type HandedOver } from './outbox-messages.ts';
import { sendPasswordLink } from './send-password-link.ts';

const BODY_LIMIT = 16 * 1024;

/**
 * Passwords for everyone (docs/passwords.md): invitations and resets as one-time links by the tenant's send
 * method (mail or SMS, delivered from the outbox with retries), resend and reset from the users list,
 * "forgot password" on the sign-in page, and the pending messages page for installations without SMTP or
 * an SMS gateway.
 */
export const passwordsArea = defineArea({
  name: 'passwords',
  // the pending messages page is the security screens'; invitations and resets the users list's
  permissionArea: 'security',
  entities: [outboxMessageEntity],
  main(kit) {
    const people = { area: 'people', action: 'update' } as const;
    for (const [name, kind] of [
      ['resendInvitation', 'invitation'],
      ['sendPasswordReset', 'reset'],
    ] as const)
      defineMutation(kit, { name, id: true, permission: people, run: sendPasswordLink(kind) });
    const handed = plainObject<HandedOver>(kit, 'HandedOverMessage', {
      recipient: 'String',
      channel: 'String',
      text: 'String',
      link: 'String?',
    });
    defineMutation(kit, {
      name: 'revealOutboxMessage',
      type: kit.single('HandedOverMessage', handed),
      id: true,
      run: revealOutboxMessage,
    });
  },
  routes(app, services) {
    for (const url of ['/api/User/AcceptInvitation', '/api/User/ResetPassword'])
      app.post(url, { bodyLimit: BODY_LIMIT }, async (req) =>
        runPublic(publicCaller(req), () => acceptPasswordLink(services, req.body, clientOf(req))),
      );
    app.post('/api/User/ForgotPanelPassword', { bodyLimit: BODY_LIMIT }, async (req) => {
      const ctx = publicCaller(req);
      return runPublic(ctx, () => forgotPassword(services, req.body, ctx.client, 'panel', ctx.lang));
    });
    app.post('/api/User/ForgotPassword', { bodyLimit: BODY_LIMIT }, async (req) => {
      const ctx = publicCaller(req);
      return runPublic(ctx, () => forgotPassword(services, req.body, ctx.client, 'portal', ctx.lang));
    });
  },
});

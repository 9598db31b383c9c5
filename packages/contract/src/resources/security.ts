import { defineResource } from './resource.ts';

/** Security events: read-only, newest first (docs/sign-in.md). */
export const securityEventResource = defineResource({
  typeName: 'SecurityEvent',
  list: 'securityEvents',
  pagerArg: 'securityEventPagerModel',
});

/** Messages waiting for delivery (mail, SMS) and delivered ones: the pending messages page (docs/passwords.md). */
export const outboxMessageResource = defineResource({
  typeName: 'OutboxMessage',
  list: 'outboxMessages',
  pagerArg: 'outboxMessagePagerModel',
});

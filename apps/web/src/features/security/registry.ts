import type { Registry } from '../area.tsx';
import { securityEventDefinition } from './securityEvents.ts';
import { outboxMessageDefinition } from './outboxMessages.ts';

export const securityRegistry = {
  securityEvents: securityEventDefinition,
  outboxMessages: outboxMessageDefinition,
} satisfies Registry;

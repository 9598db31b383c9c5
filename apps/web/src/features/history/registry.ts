import type { Registry } from '../area.tsx';
import { auditLogDefinition } from './auditLogs.ts';

export const historyRegistry = {
  auditLogs: auditLogDefinition,
} satisfies Registry;

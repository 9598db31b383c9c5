import { defineResource } from './resource.ts';

/** The history of changes: read-only, newest first (docs/history.md). */
export const auditLogResource = defineResource({ typeName: 'AuditLog', list: 'auditLogs' });

/** The generic actions; a composite operation records its own name (saveFormBuilder, approve …). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
/** Where a change came from. */
export const AUDIT_CHANNELS = ['panel', 'portal', 'system'] as const;
/** The retention setting's choices, in days (a tenant setting, `auditRetentionDays`). */
export const AUDIT_RETENTION_DAYS = ['30', '90', '180', '365', '730', '1825'];

import { defineQuery } from '../../graphql/operations.ts';
import { exportFileResult } from '../../graphql/export-file.ts';
import { pagerSchema } from '../../crud/pager-schema.ts';
import { defineArea } from '../area.ts';
import { auditLogEntity } from './audit-log.entity.ts';
import { exportAuditLogs } from './export-audit-log.ts';
import { PRUNE_JOB, pruneHistoryJob, queuePrune } from './prune-history.ts';

/**
 * The history of changes (docs/history.md): every generic write and composite operation records a row
 * (crud/record-change.ts); the panel reads and exports them, and a daily job removes rows older than the
 * tenant's `auditRetentionDays`.
 */
export const historyArea = defineArea({
  name: 'history',
  entities: [auditLogEntity],
  onTenantOpen: queuePrune,
  jobs: { [PRUNE_JOB]: pruneHistoryJob },
  main(kit) {
    defineQuery(kit, {
      name: 'exportAuditLogs',
      type: exportFileResult(kit),
      input: {
        arg: 'pagerModel',
        schema: pagerSchema(auditLogEntity),
        typeName: 'AuditLogPagerModel',
        optional: true,
      },
      run: exportAuditLogs,
    });
  },
});

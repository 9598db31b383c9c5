import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { registerEntity } from '../../crud/register-entity.ts';
import { exportFileResult } from '../../export/export-file.ts';
import { complaintEntity, complaintTypeEntity } from './complaint.entities.ts';
import { exportComplaints } from './export-complaints.ts';

/** The panel's side of anonymous complaints and complaint types (spec 000 §2 Complaints). */
export function registerComplaints(kit: Kit): void {
  registerEntity(kit, complaintTypeEntity);
  registerEntity(kit, complaintEntity);
  kit.builder.queryField('exportComplaints', (t) =>
    t.field({
      type: exportFileResult(kit),
      // the list's own pager type: the export takes exactly what the list takes
      args: { pagerModel: t.arg({ type: 'ComplaintPagerModel' as never, required: false }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => exportComplaints(s.db, ctx.lang, (args as { pagerModel?: unknown }).pagerModel)),
    }),
  );
}

import { sql } from 'drizzle-orm';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { insertJob } from '../../../jobs/job-queue.ts';
import type { Config } from '../../../kernel/config.ts';
import { DomainError } from '../../../kernel/envelope.ts';
import { logger, safeError } from '../../../kernel/logger.ts';
import type { EngineEnv } from './engine-env.ts';
import { startRequest } from './start-request.ts';

/** At most this many rows are adopted per open: a large backlog moves on over the next opens. */
const BATCH = 200;

interface Waiting {
  kind: 'leave' | 'form';
  id: number;
  user_id: number;
  workflow_id: number;
  day_count: number | null;
}

/**
 * Requests made before the engine existed (docs/approvals.md): a waiting leave request or form submission
 * with no request of its own starts its workflow when its tenant's database opens, as it would have when it
 * was made. One that cannot (its workflow has no step) stays waiting, as before; nothing here stops the
 * tenant from opening.
 */
export async function adoptWaiting(db: TenantDb, config: Config, tag: string): Promise<void> {
  try {
    const { rows } = (await db.execute(sql`
      select 'leave' as kind, p.id, p.user_id, r.workflow_id, p.day_count
        from permissions p
        join users u on u.id = p.user_id
        join permission_type_roles r on r.permission_type_id = p.permission_type_id and r.role_id = u.role_id
       where p.permission_status_id = 1
         and not exists (select 1 from workflow_requests w where w.kind = 'leave' and w.subject_id = p.id)
      union all
      select 'form', f.id, f.user_id, f.workflow_id, null
        from form_users f
       where f.form_status_id = 1 and f.workflow_id is not null
         and not exists (select 1 from workflow_requests w where w.kind = 'form' and w.subject_id = f.id)
       limit ${BATCH}`)) as unknown as { rows: Waiting[] };
    for (const row of rows) {
      const env = (tx: EngineEnv['tx']): EngineEnv => ({
        tx,
        now: new Date(),
        // the runner looks at every tenant when it starts and each hour: a job queued here is found then
        jobs: { enqueue: insertJob },
        links: { publicUrl: config.publicUrl, tag, days: config.approvalLinkDays },
        urlAttempts: config.workflowUrl.attempts,
      });
      await db
        .transaction((tx) =>
          startRequest(env(tx), {
            kind: row.kind,
            subjectId: row.id,
            requesterId: row.user_id,
            workflowId: row.workflow_id,
            facts: row.day_count === null ? {} : { leaveDays: row.day_count },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof DomainError)) throw error;
        });
    }
    if (rows.length) logger.info({ tag, adopted: rows.length }, 'waiting requests started their workflows');
  } catch (error) {
    logger.error({ err: safeError(error), tag }, 'waiting requests not adopted');
  }
}

/** One history row as the tests read it back through `auditLogs` (docs/history.md). */
export interface AuditRow {
  userId: number | null;
  channel: string;
  area: string;
  entity: string;
  entityId: number | null;
  action: string;
  changes: Record<string, { old?: unknown; new?: unknown }>;
}

export const AUDIT_ROWS = `query($p: AuditLogPagerModel) { auditLogs(pagerModel: $p) { isSuccess totalItemCount data {
  userId channel area entity entityId action changes } } }`;

type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ data: T }>;

/** The history rows a filter finds, oldest first, through the panel's own list. */
export const historyOf = (call: Call) => async (filter: Record<string, unknown>) =>
  (
    await call<AuditRow[]>(AUDIT_ROWS, {
      p: { pageSize: 100, sortColumn: 'id', sortDescending: false, ...filter },
    })
  ).data;

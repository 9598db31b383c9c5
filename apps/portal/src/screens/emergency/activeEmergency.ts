/** How long an unanswered emergency takes over the app after it was sent (docs/portal-app.md, Emergency). */
export const ACTIVE_HOURS = 72;

/** The emergency that takes the whole screen: the newest I received, unanswered, sent in the last 72 hours. */
export function activeEmergency<T extends { createTime: string; response: boolean | null }>(
  disasters: readonly T[],
  now: number = Date.now(),
): T | null {
  const newest = disasters[0];
  if (!newest || newest.response !== null) return null;
  const sent = new Date(newest.createTime).getTime();
  return now - sent <= ACTIVE_HOURS * 3_600_000 ? newest : null;
}

/** Whether an outbox item is my answer to this emergency (waiting to be sent counts as answered here). */
export function answersEmergency(
  item: { document: string; variables: Record<string, unknown> },
  disasterId: number | undefined,
): boolean {
  const input = item.variables.inputModel as { disasterId?: unknown; response?: unknown } | undefined;
  return disasterId !== undefined && input?.disasterId === disasterId && typeof input.response === 'boolean';
}

import type { LeaveEntitlement } from './useLeaveEntitlement.ts';

/** What this service year's entitlement is made of (docs/leave.md, 'A year's entitlement'). */
export interface EntitlementParts {
  /** The law's figure for the year (Art. 53, by seniority and age on its first day). */
  law: number;
  /** HR's figure for the year ('Yılın hakkını belirle'): it replaces the grant. */
  override: number | null;
  /** The year's grant when it is not the law's figure of today (the birth date changed since). */
  granted: number | null;
  /** Days carried over from the year before, and HR's adjustments ('Düzelt'), each summed. */
  carried: number;
  adjusted: number;
}

/**
 * The parts of the current year's entitlement, read from the year's ledger rows as the server adds them
 * (HR's last figure, else the grant, else the law's; plus carried and adjusted); null without a service
 * year (no hire date) or when the parts do not make the server's figure.
 */
export function entitlementParts(entitlement: LeaveEntitlement): EntitlementParts | null {
  const { leaveYear, lawDays, totalDayOff } = entitlement;
  if (!leaveYear || lawDays === null || lawDays === undefined) return null;
  // the rows come newest first: the first override is HR's last
  const year = entitlement.rows.filter((row) => row.leaveYear === leaveYear);
  const first = (kind: string) => year.find((row) => row.kind === kind)?.days ?? null;
  const sum = (kind: string) =>
    year.filter((row) => row.kind === kind).reduce((total, row) => total + row.days, 0);
  const override = first('override');
  const grant = first('granted');
  const parts: EntitlementParts = {
    law: lawDays,
    override,
    granted: override === null && grant !== null && grant !== lawDays ? grant : null,
    carried: sum('carried'),
    adjusted: sum('adjusted'),
  };
  const base = override ?? grant ?? lawDays;
  return Math.abs(base + parts.carried + parts.adjusted - totalDayOff) < 0.001 ? parts : null;
}

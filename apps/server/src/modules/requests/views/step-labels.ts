import { inArray } from 'drizzle-orm';
import { translate, type Language } from '@pano/contract';
import { groups } from '../../../db/tenant/people.table.ts';
import { statuses } from '../../../db/tenant/reference.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import type { VersionStep } from '../engine/version-graph.ts';
import { peopleById } from './people.ts';

/** A step as a request's screens name it beside its number: 'Adım 2 · Onay · İK'. */
export interface StepLabel {
  /** Its operation code (APPROVAL, STATUS_UPDATE, NOTIFICATION, TASK, URL_REQUEST). */
  kind: string;
  /** The code in the reader's language ('Onay'). */
  kindName: string;
  /**
   * What it does, from the version the request runs on: whom an approval asks (its manager level, groups and
   * users), the status set, a notification's subject, a task's title, a URL call's method and address.
   */
  name: string;
}

const names = async (
  db: TenantDb,
  table: typeof groups | typeof statuses,
  ids: number[],
): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** Names the steps of these versions (three reads: users, groups, statuses, whatever the number of steps). */
export async function stepLabeller(
  db: TenantDb,
  steps: readonly VersionStep[],
  lang: Language,
): Promise<(step: VersionStep | undefined) => StepLabel | null> {
  const [people, groupNames, statusNames] = await Promise.all([
    peopleById(
      db,
      steps.flatMap((s) => s.userIds),
    ),
    names(
      db,
      groups,
      steps.flatMap((s) => s.groupIds),
    ),
    names(
      db,
      statuses,
      steps.flatMap((s) => (s.statusId ? [s.statusId] : [])),
    ),
  ]);
  const what = (step: VersionStep): string[] => {
    switch (step.code) {
      case 'APPROVAL':
        return [
          ...(step.managerLevel ? [translate(lang, 'stepName.manager', { level: step.managerLevel })] : []),
          ...step.groupIds.map((id) => groupNames.get(id) ?? `#${id}`),
          ...step.userIds.map((id) => people.get(id)?.fullName ?? `#${id}`),
        ];
      case 'STATUS_UPDATE':
        return step.statusId ? [statusNames.get(step.statusId) ?? `#${step.statusId}`] : [];
      case 'NOTIFICATION':
        return step.notification ? [step.notification.subject] : [];
      case 'TASK':
        return step.task ? [step.task.title] : [];
      case 'URL_REQUEST':
        return step.url ? [`${step.url.method} ${step.url.url}`] : [];
      default:
        return [];
    }
  };
  return (step) =>
    step
      ? { kind: step.code, kindName: translate(lang, `stepKind.${step.code}`), name: what(step).join(', ') }
      : null;
}

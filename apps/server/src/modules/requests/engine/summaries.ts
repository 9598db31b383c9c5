import type { Language } from '@pano/contract';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { kindOf } from './kinds.ts';

/** One line per request for approvers and lists, in `lang`, by request id (kinds asked once each). */
export async function summariesOf(
  db: TenantDb,
  requests: readonly { id: number; kind: string; subjectId: number }[],
  lang: Language,
): Promise<Map<number, string>> {
  const byKind = new Map<string, { id: number; subjectId: number }[]>();
  for (const request of requests) byKind.set(request.kind, [...(byKind.get(request.kind) ?? []), request]);
  const result = new Map<number, string>();
  for (const [kind, list] of byKind) {
    const lines = await kindOf(kind).summaries(
      db,
      list.map((r) => r.subjectId),
      lang,
    );
    for (const request of list) result.set(request.id, lines.get(request.subjectId) ?? '');
  }
  return result;
}

/** A request's summary in both languages, as a notification's parameters carry it. */
export async function summaryParams(
  db: TenantDb,
  request: { id: number; kind: string; subjectId: number },
): Promise<{ summary_tr: string; summary_en: string }> {
  const [tr, en] = await Promise.all([summariesOf(db, [request], 'tr'), summariesOf(db, [request], 'en')]);
  return { summary_tr: tr.get(request.id) ?? '', summary_en: en.get(request.id) ?? '' };
}

import { pluralKey, translate, type Language } from '@pano/contract';
import type { workflowRequestEvents } from '../../../db/tenant/requests.table.ts';
import type { PersonView } from './people.ts';

type Event = typeof workflowRequestEvents.$inferSelect;
type Detail = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** A URL call's outcome: the answer's status, or why none came (`outgoingFailure.<reason>`; older rows: `error`). */
function urlResult(lang: Language, d: Detail): string {
  const failure = d.failure as
    { reason?: unknown; params?: Record<string, string | number> } | null | undefined;
  if (d.status !== null && d.status !== undefined) return text(d.status);
  if (failure && typeof failure.reason === 'string')
    return translate(lang, `outgoingFailure.${failure.reason}`, failure.params ?? {});
  return text(d.error);
}

/** A trail entry as one sentence in the reader's language (docs/approvals.md, The trail). */
export function trailText(
  lang: Language,
  event: Event,
  person: (id: number | null) => PersonView | null,
  stepNumber: (stepId: number | null) => number | null,
): string {
  const d = event.detail as Detail;
  const name = (id: unknown) => (typeof id === 'number' ? (person(id)?.fullName ?? '') : '');
  const actor = person(event.actorId)?.fullName ?? translate(lang, 'requestTrail.engine');
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(
      lang,
      typeof params.count === 'number'
        ? pluralKey(lang, `requestTrail.${key}`, params.count)
        : `requestTrail.${key}`,
      params,
    );
  const behalf = event.forUserId ? t('behalf', { person: name(event.forUserId) }) : '';
  const comment = d.description || d.reason ? `: ${text(d.description ?? d.reason)}` : '';
  switch (event.event) {
    case 'started':
      return t('started', { actor, workflow: text(d.workflow) });
    case 'asked': {
      const people = Array.isArray(d.people)
        ? (d.people as { userId: number; forUserId: number | null }[])
        : [];
      const names = people.map((p) =>
        p.forUserId ? `${name(p.userId)}${t('behalf', { person: name(p.forUserId) })}` : name(p.userId),
      );
      return t('asked', { people: names.join(', ') });
    }
    case 'decision':
      return t('decision', { actor, behalf, command: text(d.command), comment });
    case 'status':
      return t('status', { status: text(d.statusName) });
    case 'notification':
      return t('notification', { subject: text(d.subject), count: count(d.userIds) });
    case 'task':
      return t('task', { title: text(d.title), count: count(d.userIds) });
    case 'urlQueued':
      return t('urlQueued', { method: text(d.method), url: text(d.url) });
    case 'urlCall':
      return t('urlCall', { attempt: text(d.attempt), result: urlResult(lang, d) });
    case 'skipped':
      return t('skipped', { step: stepNumber(event.stepId) ?? '' });
    case 'stuck':
      return t('stuck', { reason: translate(lang, `stuckReason.${text(d.reason)}`) });
    case 'handover':
      return t('handover', { actor, from: name(d.fromUserId), to: name(d.toUserId), reason: text(d.reason) });
    case 'reminder':
      return t('reminder', { count: count(d.userIds) });
    case 'escalated':
      return t('escalated', { to: name(d.toUserId) });
    case 'timeout':
      return t('timeout', { command: text(d.command) });
    case 'cancelled':
      return t('cancelled', { actor, comment });
    case 'finished':
      return t('finished', { state: translate(lang, `requestState.${text(d.state)}`) });
    default:
      return event.event;
  }
}

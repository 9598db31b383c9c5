import type { RequestKindName } from '@pano/contract';
import { formRequestKind } from '../../forms/form.request-kind.ts';
import { leaveRequestKind } from '../../leave/leave.request-kind.ts';
import { quizRequestKind } from '../../quizzes/quiz.request-kind.ts';
import { staffDemandRequestKind } from '../../recruitment/staff-demands/staff-demand.request-kind.ts';
import { interviewRequestKind } from '../../recruitment/interviews/interview.request-kind.ts';
import { disciplineDefenceKind, disciplineRequestKind } from '../../discipline/discipline.request-kind.ts';
import type { RequestKind } from './request-kind.ts';

/** Every kind of request a workflow runs: one line each (docs/approvals.md, "Add a kind"). */
const KINDS: readonly RequestKind[] = [
  leaveRequestKind,
  formRequestKind,
  quizRequestKind,
  staffDemandRequestKind,
  disciplineRequestKind,
  disciplineDefenceKind,
  interviewRequestKind,
];

const byName = new Map<string, RequestKind>(KINDS.map((kind) => [kind.name, kind]));

export function kindOf(name: string): RequestKind {
  const kind = byName.get(name);
  if (!kind) throw new Error(`unknown request kind ${name}`);
  return kind;
}

export const requestKindNames = (): RequestKindName[] => KINDS.map((kind) => kind.name);

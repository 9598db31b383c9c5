import type { Envelope } from '../../../graphql/envelope.ts';
import { postJson } from '../../../graphql/http.ts';

/** What an approval's one-time link asks (docs/approvals.md): who asks what, and the step's commands. */
export interface ApprovalLinkView {
  approvalId: number;
  approverFullName: string;
  requesterFullName: string;
  kindName: string;
  summary: string;
  stepNumber: number;
  commands: { id: number; name: string; goNextStep: boolean }[];
  expires: string;
}

export interface ApprovalLinkOutcome {
  requestId: number;
  state: string;
  stateName: string;
}

export interface ApprovalLinkKey {
  tag: string;
  token: string;
}

/** POST /api/Approval/GetApprovalLink: reads what is asked; it never decides (mail scanners follow links). */
export function getApprovalLink(link: ApprovalLinkKey): Promise<Envelope<ApprovalLinkView>> {
  return postJson('/api/Approval/GetApprovalLink', link);
}

/** POST /api/Approval/DecideApprovalLink: the approver's decision, once; the link is spent by it. */
export function decideApprovalLink(
  link: ApprovalLinkKey,
  decision: { commandTypeId: number; description: string | null },
): Promise<Envelope<ApprovalLinkOutcome>> {
  return postJson('/api/Approval/DecideApprovalLink', { ...link, ...decision });
}

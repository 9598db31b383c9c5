import { and, eq, gt } from 'drizzle-orm';
import { approvalLinkDecisionInput, approvalLinkInput, translate, type Language } from '@pano/contract';
import { workflowApprovals, workflowRequests } from '../../../db/tenant/requests.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import { parseInput } from '../../../kernel/validation.ts';
import type { Services } from '../../../request/services.ts';
import { decide } from '../engine/decide.ts';
import { engineEnvFor } from '../engine/from-context.ts';
import { hashLinkToken } from '../engine/open-approvals.ts';
import { summariesOf } from '../engine/summaries.ts';
import { versionGraph } from '../engine/version-graph.ts';
import { peopleById } from '../views/people.ts';
import type { CommandView } from '../views/request-views.ts';

export interface ApprovalLinkView {
  approvalId: number;
  approverFullName: string;
  requesterFullName: string;
  kindName: string;
  summary: string;
  stepNumber: number;
  commands: CommandView[];
  expires: Date;
}

const invalid = () => refuse('ApprovalLinkInvalid', 'NotFound');

/**
 * A link's body read by its rules; a token no link could carry (too short, too long) is an invalid link, said
 * in the link's own words ("Bu onay bağlantısı geçersiz …"), not a field check of an invitation's token.
 */
function linkInput<S extends typeof approvalLinkInput | typeof approvalLinkDecisionInput>(
  schema: S,
  body: unknown,
): ReturnType<S['parse']> {
  const token = (body as { token?: unknown } | null)?.token;
  if (!approvalLinkInput.shape.token.safeParse(token).success) throw invalid();
  return parseInput(schema, body) as ReturnType<S['parse']>;
}

/** The tenant's database for a link's tag (an unknown or passive tenant is an invalid link). */
async function withLinkTenant<T>(
  services: Services,
  tag: string,
  work: (db: TenantDb) => Promise<T>,
): Promise<T> {
  const subscription = await services.control.findByTag(tag);
  if (!subscription?.isActive) throw invalid();
  return services.tenants.withTenant(tag, work);
}

/** The open, unexpired approval a link's token names, with its running request in the same round. */
async function linkedApproval(db: TenantDb, token: string, now: Date) {
  const [row] = await db
    .select({ approval: workflowApprovals, request: workflowRequests })
    .from(workflowApprovals)
    .innerJoin(workflowRequests, eq(workflowRequests.id, workflowApprovals.requestId))
    .where(
      and(
        eq(workflowApprovals.linkHash, hashLinkToken(token)),
        eq(workflowApprovals.state, 'open'),
        gt(workflowApprovals.linkExpires, now),
      ),
    );
  if (!row || row.request.state !== 'running' || row.request.round !== row.approval.round) throw invalid();
  return row;
}

/**
 * The confirmation page of an approval's one-time link (docs/approvals.md): what is asked and the commands
 * — looking never decides (mail scanners follow links).
 */
export async function getApprovalLink(
  services: Services,
  body: unknown,
  lang: Language,
): Promise<Envelope<ApprovalLinkView>> {
  const input = linkInput(approvalLinkInput, body);
  return withLinkTenant(services, input.tag, async (db) => {
    const { approval, request } = await linkedApproval(db, input.token, services.clock.now());
    const step = (await versionGraph(db, request.versionId)).steps.find((s) => s.id === approval.stepId);
    const people = await peopleById(db, [approval.userId, request.requesterId]);
    const summary = (await summariesOf(db, [request], lang)).get(request.id) ?? '';
    return ok({
      approvalId: approval.id,
      approverFullName: people.get(approval.userId)?.fullName ?? '',
      requesterFullName: people.get(request.requesterId)?.fullName ?? '',
      kindName: translate(lang, `requestKind.${request.kind}`),
      summary,
      stepNumber: step?.number ?? 0,
      commands: (step?.decisions ?? []).map(({ id, name, goNextStep }) => ({ id, name, goNextStep })),
      expires: approval.linkExpires as Date,
    });
  });
}

/** The decision sent from the link's page: the approver's own, once; the link is spent by it. */
export async function decideApprovalLink(
  services: Services,
  body: unknown,
  lang: Language,
): Promise<Envelope<{ requestId: number; state: string; stateName: string }>> {
  const input = linkInput(approvalLinkDecisionInput, body);
  return withLinkTenant(services, input.tag, (db) =>
    db.transaction(async (tx) => {
      const env = engineEnvFor(services, input.tag, tx);
      const { approval } = await linkedApproval(tx, input.token, env.now);
      const result = await decide(env, {
        approvalId: approval.id,
        commandTypeId: input.commandTypeId,
        description: input.description,
        actorId: approval.userId,
      });
      return ok({
        requestId: result.requestId,
        state: result.state,
        stateName: translate(lang, `requestState.${result.state}`),
      });
    }),
  );
}

import { eq } from 'drizzle-orm';
import { applicantOfferResource, type ApplicantOfferDecideInput } from '@pano/contract';
import { applicantOffers } from '../../../db/tenant/applicants.table.ts';
import { DomainError, ok, refuse } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { recordApplicantOperation, type ApplicantEvent } from './operations.ts';
import { actorOf, diff, recordChange } from '../../../crud/record-change.ts';

const EVENTS: Record<ApplicantOfferDecideInput['state'], ApplicantEvent> = {
  accepted: 'offerAccepted',
  declined: 'offerDeclined',
  withdrawn: 'offerWithdrawn',
};

/**
 * `decideApplicantOffer {id state startDate?}`: the applicant accepted or declined, or HR withdrew the
 * offer. It completes the offer (isCompleted, completedDate), writes the operations line and the history
 * row (`decideOffer` on the offer); a settled
 * offer is not decided again (the row is locked, so two answers cannot both pass).
 */
export async function decideApplicantOffer(ctx: OperationContext, input: ApplicantOfferDecideInput) {
  await ctx.db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(applicantOffers)
      .where(eq(applicantOffers.id, input.id))
      .for('update');
    if (!offer) throw new DomainError('NotFound');
    if (offer.isCompleted) throw refuse('OfferCompleted');
    const startDate = input.state === 'accepted' ? (input.startDate ?? offer.startDate) : offer.startDate;
    const decided = {
      state: input.state,
      startDate,
      isCompleted: true,
      completedDate: ctx.services.clock.now(),
    };
    await tx.update(applicantOffers).set(decided).where(eq(applicantOffers.id, offer.id));
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: applicantOfferResource.typeName,
      entityId: offer.id,
      action: 'decideOffer',
      changes: diff(offer, { ...offer, ...decided }),
    });
    await recordApplicantOperation(tx, {
      applicantId: offer.applicantId,
      userId: ctx.session.userId,
      event: EVENTS[input.state],
      detail: { startDate: startDate ?? null, state: input.state },
    });
  });
  return ok({ id: input.id });
}

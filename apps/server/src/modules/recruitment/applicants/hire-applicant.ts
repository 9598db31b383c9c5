import { eq } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { applicantResource, userCreateInput, type HireApplicantInput } from '@pano/contract';
import { applicantOffers, applicants } from '../../../db/tenant/applicants.table.ts';
import {
  orientationForms,
  orientationQuizzes,
  orientationUsers,
} from '../../../db/tenant/orientation.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { createEntity } from '../../../crud/write-entities.ts';
import { DomainError, ok, refuse } from '../../../kernel/envelope.ts';
import { parseInput } from '../../../kernel/validation.ts';
import type { OperationContext } from '../../../request/context.ts';
import { userEntity } from '../../people/user.entity.ts';
import { markDemandFilled } from './fill-demand.ts';
import { recordApplicantOperation } from './operations.ts';
import { actorOf, recordChange } from '../../../crud/record-change.ts';

/** Every orientation whose forms or quizzes name the role: the new employee's orientations. */
async function orientationsOfRole(db: TenantDb, roleId: number): Promise<number[]> {
  const rows = await union(
    db
      .select({ id: orientationForms.orientationInformationId })
      .from(orientationForms)
      .where(eq(orientationForms.roleId, roleId)),
    db
      .select({ id: orientationQuizzes.orientationInformationId })
      .from(orientationQuizzes)
      .where(eq(orientationQuizzes.roleId, roleId)),
  );
  return rows.map((row) => row.id);
}

/**
 * `hireApplicant {offerId roleId departmentId startDate?}` (issue 28 §3): an accepted offer, once per
 * applicant, becomes a user made by the people area's own create (its rules, and the invitation by the
 * tenant's send method exactly as for a user made in the panel); the user joins the orientations of their
 * role, the offer's staff demand is filled, and the applicant's operations tab says so. All or nothing.
 */
export async function hireApplicant(ctx: OperationContext, input: HireApplicantInput) {
  const userId = await ctx.db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(applicantOffers)
      .where(eq(applicantOffers.id, input.offerId))
      .for('update');
    if (!offer) throw new DomainError('NotFound');
    if (offer.state !== 'accepted') throw refuse('OfferNotAccepted', 'Validation', {}, 'offerId');
    const [applicant] = await tx
      .select()
      .from(applicants)
      .where(eq(applicants.id, offer.applicantId))
      .for('update');
    if (!applicant) throw new DomainError('NotFound');
    if (applicant.hiredUserId !== null) throw refuse('AlreadyHired', 'Validation', {}, 'offerId');
    if (!applicant.email && !applicant.gsm) throw refuse('HireNeedsContact', 'Validation', {}, 'offerId');
    const startDate = input.startDate ?? offer.startDate;
    // the start date is the hire date: the entitlement's first service year and its anniversaries
    const person = parseInput(userCreateInput, {
      roleId: input.roleId,
      departmentId: input.departmentId,
      name: applicant.name,
      surname: applicant.surname,
      email: applicant.email,
      gsm: applicant.gsm,
      birthDate: applicant.birthDate,
      hireDate: startDate ?? null,
    });
    const made = await createEntity({ ...ctx, db: tx }, userEntity, person);
    if (!made.data) throw new Error('the user create answered no id');
    const id = made.data.id;
    await tx.update(applicants).set({ hiredUserId: id }).where(eq(applicants.id, applicant.id));
    if (startDate !== offer.startDate)
      await tx.update(applicantOffers).set({ startDate }).where(eq(applicantOffers.id, offer.id));
    const orientations = await orientationsOfRole(tx, input.roleId);
    if (orientations.length)
      await tx
        .insert(orientationUsers)
        .values(orientations.map((orientationInformationId) => ({ orientationInformationId, userId: id })))
        .onConflictDoNothing();
    if (offer.staffDemandId) await markDemandFilled(tx, offer.staffDemandId, ctx.services.clock.now());
    // the user's create has its own history row; this one says what the hire did to the applicant
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: applicantResource.typeName,
      entityId: applicant.id,
      action: 'hire',
      changes: {
        hiredUserId: { old: null, new: id },
        offerId: { new: offer.id },
        ...(startDate !== offer.startDate ? { startDate: { old: offer.startDate, new: startDate } } : {}),
        ...(offer.staffDemandId ? { staffDemandFilled: { new: offer.staffDemandId } } : {}),
        ...(orientations.length ? { orientationIds: { new: orientations } } : {}),
      },
    });
    await recordApplicantOperation(tx, {
      applicantId: applicant.id,
      userId: ctx.session.userId,
      event: 'hired',
      detail: {
        fullName: `${applicant.name} ${applicant.surname}`,
        hiredUserId: id,
        startDate: startDate ?? null,
      },
    });
    return id;
  });
  return ok({ id: userId });
}

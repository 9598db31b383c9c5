import { translate, applicantOfferResource } from '@pano/contract';
import { applicantOffers } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition } from '../../../crud/entity-definition.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { refuse } from '../../../kernel/envelope.ts';
import { invalidField } from '../../../kernel/validation.ts';
import { today } from '../../navigation/audience.ts';
import { jobPositionEntity } from '../recruitment.entities.ts';
import { staffDemandEntity } from '../staff-demands/staff-demand.entity.ts';
import { applicantEntity } from './applicant.entity.ts';
import { recordApplicantOperation } from './operations.ts';

interface OfferStatus {
  id: string;
  name: string;
}

/**
 * An applicant's offers (spec 002 §3 ApplicantOffer): newest first; `status { name }` is the state's name
 * in the reader's language. Beside the description and the staff demand it names the position, the salary,
 * the start day and the day it is valid until (a new or changed validity not before today; the contract
 * checks the rest: docs/recruitment.md 'Offers'). A new offer is waiting; it is changed only while it
 * waits and stays with its applicant; `decideApplicantOffer` completes it (decide-offer.ts). Each write is an operations line.
 */
export const applicantOfferEntity: EntityDefinition = {
  api: applicantOfferResource,
  table: applicantOffers,
  // the salary offered to a person is theirs: read with recruitment's read, like an applicant's phone
  personal: { fields: ['salary'], permission: { area: 'recruitment', action: 'read' } },
  hidden: ['createdById'],
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  filters: ['applicantId'],
  relations: [
    { field: 'applicant', foreignKey: 'applicantId', target: () => applicantEntity },
    { field: 'jobPosition', foreignKey: 'jobPositionId', target: () => jobPositionEntity },
    { field: 'staffDemand', foreignKey: 'staffDemandId', target: () => staffDemandEntity },
  ],
  extraFields: {
    status: {
      type: (kit) =>
        plainObject<OfferStatus>(kit, 'ApplicantOfferStatus', { id: 'String', name: 'String' }) as never,
      reads: ['state'],
      resolve: (row, ctx): OfferStatus => ({
        id: String(row.state),
        name: translate(ctx.lang, `applicantOfferStatus.${String(row.state)}`),
      }),
    },
  },
  hooks: {
    beforeWrite(ctx, values, mode, previous) {
      // a validity already past may stay as it was; a new or changed one starts today at the earliest
      const validUntil = values.validUntil as string | null | undefined;
      if (validUntil && validUntil !== previous?.validUntil && validUntil < today())
        throw invalidField('validUntil', 'offerValidPast');
      if (mode === 'create') {
        values.state = 'waiting';
        values.createdById = ctx.session.userId;
        return Promise.resolve();
      }
      if (previous?.isCompleted) throw refuse('OfferCompleted');
      if (previous && previous.applicantId !== values.applicantId)
        throw invalidField('applicantId', 'offerMoved');
      return Promise.resolve();
    },
    async afterWrite(ctx, _id, values, mode) {
      await recordApplicantOperation(ctx.db, {
        applicantId: values.applicantId as number,
        userId: ctx.session.userId,
        event: mode === 'create' ? 'offerCreated' : 'offerUpdated',
        detail: { description: values.description as string },
      });
    },
  },
};

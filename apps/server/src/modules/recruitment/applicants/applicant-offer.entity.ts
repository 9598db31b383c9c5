import { translate, applicantOfferResource } from '@pano/contract';
import { applicantOffers } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition } from '../../../crud/entity-definition.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { refuse } from '../../../kernel/envelope.ts';
import { invalidField } from '../../../kernel/validation.ts';
import { applicantEntity } from './applicant.entity.ts';
import { recordApplicantOperation } from './operations.ts';

interface OfferStatus {
  id: string;
  name: string;
}

/**
 * An applicant's offers (spec 002 §3 ApplicantOffer): newest first; `status { name }` is the state's name
 * in the reader's language. A new offer is waiting; it is changed only while it waits and stays with its
 * applicant; `decideApplicantOffer` completes it (decide-offer.ts). Each write is an operations line.
 */
export const applicantOfferEntity: EntityDefinition = {
  api: applicantOfferResource,
  table: applicantOffers,
  hidden: ['createdById'],
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  filters: ['applicantId'],
  relations: [{ field: 'applicant', foreignKey: 'applicantId', target: () => applicantEntity }],
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

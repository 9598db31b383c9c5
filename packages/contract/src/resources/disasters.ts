import { disasterCreateInput } from '../validation/disasters.ts';
import { defineResource } from './resource.ts';

/** Spec 000 §7 Disasters: the create is nested (`inputModel {disaster {title, body}, userIds, groupIds}`). */
export const disasterResource = defineResource({
  typeName: 'Disaster',
  list: 'disasters',
  single: 'disaster',
  create: { name: 'createDisaster', input: disasterCreateInput },
  remove: 'deleteDisaster',
});
export const disasterUserResource = defineResource({ typeName: 'DisasterUser', list: 'disasterUsers' });
export const disasterUserResponseResource = defineResource({
  typeName: 'DisasterUserResponse',
  list: 'disasterUserResponses',
});

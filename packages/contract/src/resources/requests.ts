import { crudResource } from './resource.ts';
import { userSubstituteCreateInput, userSubstituteUpdateInput } from '../validation/requests.ts';

/** A user's substitutes for approvals (docs/approvals.md, Delegation), on the user's page. */
export const userSubstituteResource = crudResource(
  'UserSubstitute',
  'userSubstitutes',
  userSubstituteCreateInput,
  userSubstituteUpdateInput,
);

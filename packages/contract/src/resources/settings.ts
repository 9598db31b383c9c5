import { disclaimerCreateInput, disclaimerUpdateInput } from '../validation/disclaimers.ts';
import { defineResource } from './resource.ts';

/** Spec 000 §7 Disclaimers: read one by `disclaimerId`; never deleted (acceptances are consent records). */
export const disclaimerResource = defineResource({
  typeName: 'Disclaimer',
  list: 'disclaimers',
  single: 'disclaimer',
  singleArg: 'disclaimerId',
  create: { name: 'createDisclaimer', input: disclaimerCreateInput },
  update: { name: 'updateDisclaimer', input: disclaimerUpdateInput },
});
export const disclaimerUserResource = defineResource({ typeName: 'DisclaimerUser', list: 'disclaimerUsers' });

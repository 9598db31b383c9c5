import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

/** 'Send active contract for approval': all tokens passive with an empty inputModel (spec 000 §7). */
export const SET_ALL_TOKENS_PASSIVE = `mutation setAllTokensPassive {
  setAllTokensPassive(inputModel: {}) { ${ENVELOPE_SELECTION} data { id } } }`;

export const DISCLAIMER = `query disclaimer($disclaimerId: Int!) { disclaimer(disclaimerId: $disclaimerId) {
  ${ENVELOPE_SELECTION} data { id name version isActive createTime userCount } } }`;

/** The detail's acceptors, 10 a page (spec 000 §9). */
export const DISCLAIMER_USERS = `query disclaimerUsers($pagerModel: DisclaimerUserPagerModel!) {
  disclaimerUsers(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount
    data { id userId createTime user { id name surname } } } }`;

/** Every acceptor as an .xlsx (not only the page on screen). */
export const EXPORT_DISCLAIMER_USERS = `query exportDisclaimerUsers($pagerModel: DisclaimerUserExportModel!) {
  exportDisclaimerUsers(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION}
    data { fileName contentType fileBase64String } } }`;

export const disclaimerDocuments: [string, string][] = [
  ['setAllTokensPassive', SET_ALL_TOKENS_PASSIVE],
  ['disclaimer', DISCLAIMER],
  ['disclaimerUsers', DISCLAIMER_USERS],
  ['exportDisclaimerUsers', EXPORT_DISCLAIMER_USERS],
];

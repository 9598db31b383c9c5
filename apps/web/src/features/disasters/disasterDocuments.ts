import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

/** createDisaster as the spec sends it: `inputModel {disaster {title, body}, userIds, groupIds}`. */
export const CREATE_DISASTER = `mutation createDisaster($title: String!, $body: String!, $userIds: [Int!], $groupIds: [Int!]) {
  createDisaster(inputModel: { disaster: { title: $title, body: $body }, userIds: $userIds, groupIds: $groupIds }) {
    ${ENVELOPE_SELECTION} data { id } } }`;

export const DISASTER = `query disaster($id: Int!) { disaster(id: $id) { ${ENVELOPE_SELECTION}
  data { id title body createTime userCount readCount responseCount needsHelpCount } } }`;

/** The detail's 'sending users' tab: one page of recipients with their read receipts. */
export const DISASTER_USERS = `query disasterUsers($pagerModel: DisasterUserPagerModel!) {
  disasterUsers(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount
    data { id isRead readDate user { id name surname email gsm } } } }`;

/** The 'responded users' tab and the map: responses (only those who need help when asked). */
export const DISASTER_RESPONSES = `query disasterUserResponses($pagerModel: DisasterUserResponsePagerModel!) {
  disasterUserResponses(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount
    data { id response latitude longitude createTime user { id name surname } } } }`;

import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

/** `exportComplaints(pagerModel)`: the .xlsx of every complaint the list's search and filter match. */
export const EXPORT_COMPLAINTS_DOCUMENT = `query exportComplaints($pagerModel: ComplaintPagerModel!) { exportComplaints(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} data { fileName contentType fileBase64String } } }`;

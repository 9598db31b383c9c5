import { usePortal } from '../../api/usePortal.ts';
import { MyRequestsDocument } from '../../graphql/generated/requests.ts';

/** My requests (`myRequests`), the newest 50, kept on the device like every read. */
export const useMyRequests = () =>
  usePortal('requests', MyRequestsDocument, { pagerModel: { pageNumber: 1, pageSize: 50 } }, 'myRequests');

import { defineArea, page } from '../area.tsx';

/**
 * Running workflows (docs/approvals.md): every request in flight ('Süreçler') and one request with its
 * approvals, trail and actions. Its `shared/` widgets show a request where its subject is shown (a leave
 * request, a form submission, a quiz result); the one-time approval link page is public (`/onay`, app).
 */
export const requestsArea = defineArea({
  name: 'requests',
  screens: {
    workflowRequests: page('/surec/surecler', () => import('./list/RequestListPage.tsx'), 'RequestListPage'),
    workflowRequestDetail: page(
      '/surec/surecler/:requestId',
      () => import('./detail/RequestDetailPage.tsx'),
      'RequestDetailPage',
    ),
  },
});

import { EntityListPage } from '../../../crud/views/EntityListPage.tsx';
import { interviewDefinition } from './interviews.ts';

/**
 * The applicant page's 'Görüşmeler' tab (spec 002 §2): the applicant's interviews with a link to each one's
 * detail, 'Görüşme planla', edit and delete while nobody has recorded. The list reads `applicantId` from the
 * route (/isealim/adaylar/{applicantId}); its pager stays out of the URL, which belongs to the page.
 */
export function InterviewsTab({ applicantId }: { applicantId: number }) {
  return <EntityListPage key={applicantId} definition={interviewDefinition} localState />;
}

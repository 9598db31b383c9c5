import { useTranslation } from 'react-i18next';
import { ApprovalLinkPanel } from '../../features/requests/link/ApprovalLinkPanel.tsx';
import { SignInFrame } from './SignInFrame.tsx';

/**
 * /onay?tag=&token=: an approver decides from their notification's one-time link without signing in
 * (docs/approvals.md). Public like the invitation page; opening it never decides.
 */
export function ApprovalLinkPage() {
  const { t } = useTranslation();
  return (
    <SignInFrame title={t('requests.link.title')}>
      <ApprovalLinkPanel />
    </SignInFrame>
  );
}

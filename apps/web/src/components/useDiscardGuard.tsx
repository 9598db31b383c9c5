import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface DiscardGuard {
  /** Escape was pressed: closes at once when nothing changed, else asks first. */
  escape(): void;
  /** The question, while it is asked (render it beside the dialog). */
  question: ReactNode;
}

/**
 * Escape in a dialog with changes asks before throwing them away ('Kaydetmeden kapat' or back to the
 * dialog); without changes it closes at once. Cancel stays a plain, explicit close.
 */
export function useDiscardGuard(dirty: boolean, close: () => void): DiscardGuard {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return {
    escape: () => (dirty ? setAsking(true) : close()),
    question: asking ? (
      <ConfirmDialog
        open
        title={t('crud.discardTitle')}
        message={t('crud.discardMessage')}
        confirmLabel={t('crud.discard')}
        onConfirm={() => {
          setAsking(false);
          close();
        }}
        onCancel={() => setAsking(false)}
      />
    ) : null,
  };
}

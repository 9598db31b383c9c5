import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

/** What the builder is about to remove: an element, or a section with its elements. */
export type Removal =
  | { kind: 'item'; categoryKey: string; itemKey: string; name: string }
  | { kind: 'category'; key: string; name: string; count: number };

interface Props {
  removal: Removal | null;
  onConfirm(removal: Removal): void;
  onCancel(): void;
}

/** Asks before a section or an element leaves the builder's copy (it is deleted when the form is saved). */
export function RemoveConfirm({ removal, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const message =
    removal?.kind === 'category'
      ? t('forms.builder.removeCategoryMessage', { count: removal.count })
      : t('forms.builder.removeItemMessage');
  return (
    <ConfirmDialog
      open={removal !== null}
      title={t('forms.builder.removeTitle', { name: removal?.name ?? '' })}
      message={message}
      confirmLabel={t('common.delete')}
      onConfirm={() => {
        if (removal) onConfirm(removal);
      }}
      onCancel={onCancel}
    />
  );
}

import type { ReactNode } from 'react';
import { firstMessage, isUnreachable, type Envelope } from '../api/envelope.ts';
import { useT } from '../i18n/i18n.ts';
import ui from '../styles/ui.module.css';

interface Props<T> {
  /** The envelope read (undefined until the first answer). */
  envelope: Envelope<T> | undefined;
  loading: boolean;
  retry: () => void;
  /** Whether the data is empty (the screen's empty words show). */
  isEmpty?: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen's four states: loading (nothing read yet), the server's refusal or no connection (with a retry),
 * empty (the screen's own words), or the data.
 */
export function StateView<T>({ envelope, loading, retry, isEmpty, emptyText, children }: Props<T>) {
  const { t } = useT();
  if (!envelope)
    return (
      <p role="status" className={ui.muted}>
        {loading ? t('state.loading') : ''}
      </p>
    );
  if (!envelope.isSuccess || envelope.data === null || envelope.data === undefined) {
    const message = isUnreachable(envelope)
      ? t('state.offline')
      : (firstMessage(envelope) ?? t('state.failed'));
    return (
      <div role="alert" className={ui.notice}>
        <p>{message}</p>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={retry} disabled={loading}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty?.(envelope.data)) return <p className={ui.muted}>{emptyText}</p>;
  return <>{children(envelope.data)}</>;
}

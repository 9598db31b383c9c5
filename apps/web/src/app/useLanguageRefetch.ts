import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';

/**
 * What the server wrote is in the language of the request that read it (kinds, summaries, trails, lookup
 * names, notifications: `Accept-Language`). When the interface language changes, every answer is read again:
 * the screens on view at once, the others when they are next shown (issue 48, 18; docs/crud.md).
 */
export function useLanguageRefetch(client: QueryClient): void {
  useEffect(() => {
    const reread = () => void client.invalidateQueries();
    i18n.on('languageChanged', reread);
    return () => i18n.off('languageChanged', reread);
  }, [client]);
}

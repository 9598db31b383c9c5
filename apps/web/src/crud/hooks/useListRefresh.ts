import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storage } from '../../state/storage.ts';

/**
 * After a change: clears the cached lists under the given query keys (queries and stored lookup caches)
 * and calls `then` (the list goes back to page 1).
 */
export function useListRefresh(keys: readonly string[], then: () => void): () => void {
  const client = useQueryClient();
  const joined = keys.join('|');
  return useCallback(() => {
    for (const key of joined.split('|').filter(Boolean)) {
      storage.remove(`cache.${key}`);
      void client.invalidateQueries({ queryKey: [key] });
    }
    then();
  }, [client, joined, then]);
}

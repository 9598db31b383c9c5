import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storage } from '../app/state/storage.ts';
import { useToast } from '../components/useToast.ts';
import { request } from '../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../graphql/envelope.ts';
import { entityDocuments, mutationVariables, type MutationMode } from './documents.ts';
import { failureText } from './failureText.ts';
import type { EntityDefinition, Row } from './types.ts';

export interface SaveRequest {
  mode: MutationMode;
  values: Record<string, unknown>;
}

export interface EntityMutations {
  save(input: SaveRequest): Promise<Envelope<unknown>>;
  remove(row: Row): Promise<Envelope<unknown>>;
  saving: boolean;
  removing: boolean;
}

const SUCCESS_KEY = { create: 'crud.created', update: 'crud.updated', delete: 'crud.deleted' } as const;

/**
 * Create, update and delete of one entity. Success: a toast with the entity's text, the list and the
 * definition's cached lookups are cleared, `onSuccess` (back to page 1). Failure: the server's first
 * message ('400 Bad Request' without one), nothing reloaded.
 */
export function useEntityMutations(definition: EntityDefinition, onSuccess: () => void): EntityMutations {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const documents = useMemo(() => entityDocuments(definition), [definition]);

  const settle = (envelope: Envelope<unknown>, action: keyof typeof SUCCESS_KEY) => {
    if (envelope.isSuccess) {
      toast.success(t(SUCCESS_KEY[action], { entity: t(`entities.${definition.key}.one`) }));
      for (const key of [definition.listQuery, ...(definition.clearsCache ?? [])]) {
        storage.remove(`cache.${key}`);
        void client.invalidateQueries({ queryKey: [key] });
      }
      onSuccess();
    } else if (!isAuthFailure(envelope)) {
      toast.error(failureText(envelope, t));
    }
  };

  const save = useMutation({
    mutationFn: ({ mode, values }: SaveRequest) =>
      request('main', (mode === 'create' ? documents.create : documents.update) ?? '', {
        ...mutationVariables(definition, mode, values),
      }),
    onSuccess: (envelope, { mode }) => settle(envelope, mode),
  });
  const remove = useMutation({
    mutationFn: (row: Row) => request('main', documents.remove ?? '', { id: row.id }),
    onSuccess: (envelope) => settle(envelope, 'delete'),
  });

  return {
    save: save.mutateAsync,
    remove: remove.mutateAsync,
    saving: save.isPending,
    removing: remove.isPending,
  };
}

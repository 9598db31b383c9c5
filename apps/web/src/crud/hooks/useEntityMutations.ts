import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '@pano/contract';
import { useToast } from '../../components/useToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { compile } from '../core/compile.ts';
import type { EntityDefinition } from '../core/definition.ts';
import type { MutationDocument } from '../core/documents.ts';
import { failureText } from '../core/failureText.ts';
import type { Row } from '../core/row.ts';
import { saveEntity, type SaveOutcome, type SaveRequest } from '../core/saveEntity.ts';
import { useListRefresh } from './useListRefresh.ts';

export interface EntityMutations {
  save(input: SaveRequest): Promise<SaveOutcome>;
  remove(row: Row): Promise<Envelope<unknown>>;
  /** Clears the list's caches and reloads it on page 1 (after a row action changed something). */
  refresh(): void;
  saving: boolean;
  removing: boolean;
}

const SUCCESS_KEY = { create: 'crud.created', update: 'crud.updated', delete: 'crud.deleted' } as const;

const send = (document: MutationDocument, variables: Record<string, unknown>) =>
  request('main', document, variables);

/**
 * Create, update and delete of one entity. Success: a toast with the entity's text, the list and the
 * definition's cached lookups are cleared, `onSuccess` (back to page 1). Nothing changed: the 'no changes'
 * notice. Failure: messages about the dialog's fields are left to the dialog (issue 26 §1.3), the others
 * are a toast (the server's first message, '400 Bad Request' without one); nothing reloaded unless part
 * of the save (the entity, before a failed membership link) went through.
 */
export function useEntityMutations(definition: EntityDefinition, onSuccess: () => void): EntityMutations {
  const toast = useToast();
  const { t } = useTranslation();
  const { documents } = compile(definition);
  const refresh = useListRefresh([definition.api.list ?? '', ...(definition.clearsCache ?? [])], onSuccess);
  const entity = t(`entities.${definition.key}.one`);
  const fail = (envelope: Envelope<unknown>) => {
    if (isAuthFailure(envelope)) return;
    // someone saved the record since it was read: offer to reload it and make the change again
    // (a taken value is a Conflict too, but names its field: reloading would not help)
    const first = envelope.messages[0];
    const stale = first?.code === MessageCode.Conflict && !first.field;
    const reload = stale ? { label: t('crud.reload'), onClick: refresh } : undefined;
    toast.error(failureText(envelope, t), undefined, reload);
  };

  const save = useMutation({
    mutationFn: (input: SaveRequest) => saveEntity(definition, input, send),
    onSuccess: (outcome, { mode }) => {
      if (outcome.status === 'unchanged') return toast.info(t('contract:codes.NoChanges'));
      if (outcome.status === 'saved') {
        const notice = () => toast.success(t(SUCCESS_KEY[mode], { entity }));
        const delay = mode === 'update' ? definition.updateNoticeDelay : undefined;
        if (delay) setTimeout(notice, delay);
        else notice();
      } else if (!outcome.failures.placed.length) fail(outcome.envelope);
      // the dialog shows the messages about its fields; only what concerns no field is a toast
      else if (outcome.failures.rest[0]) toast.error(outcome.failures.rest[0].message);
      if (outcome.status === 'saved' || outcome.changed) refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (row: Row) => {
      if (!documents.remove) throw new Error(`${definition.key} has no delete`);
      return send(documents.remove, { id: row.id });
    },
    onSuccess: (envelope) => {
      if (!envelope.isSuccess) return fail(envelope);
      // a person with history is made passive instead (the server says so)
      if (envelope.messages[0]?.code === 'Deactivated') toast.info(envelope.message ?? '');
      else toast.success(t(SUCCESS_KEY.delete, { entity }));
      refresh();
    },
  });

  return {
    save: save.mutateAsync,
    remove: remove.mutateAsync,
    refresh,
    saving: save.isPending,
    removing: remove.isPending,
  };
}

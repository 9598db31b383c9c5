import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '../../../components/useOneAtATime.ts';
import { failureText } from '../../../crud/core/failureText.ts';
import type { Envelope } from '../../../graphql/envelope.ts';
import { decideApprovalLink, getApprovalLink, type ApprovalLinkView } from './approvalLink.ts';

type Command = ApprovalLinkView['commands'][number];

/** Where a refused decision belongs: under the description, or above everything. */
function placeOf(envelope: Envelope<unknown>): 'description' | 'page' {
  return envelope.messages.some((message) => message.field === 'description') ? 'description' : 'page';
}

/**
 * The approval link page without markup (`/onay?tag=&token=`): the link is read when the page opens (again
 * when the language changes, so the texts follow it) and decided only by an explicit command; a command
 * that does not go on needs a description, checked here and by the server.
 */
export function useApprovalLink() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const link = { tag: params.get('tag')?.trim() ?? '', token: params.get('token')?.trim() ?? '' };
  const complete = link.tag !== '' && link.token !== '';
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const read = useQuery({
    queryKey: ['approvalLink', link.tag, link.token, i18n.language],
    queryFn: () => getApprovalLink(link),
    enabled: complete,
    staleTime: Infinity,
  });
  const decide = useMutation({
    mutationFn: (command: Command) =>
      decideApprovalLink(link, { commandTypeId: command.id, description: description.trim() || null }),
    onSuccess: (envelope) => {
      if (!envelope.isSuccess && placeOf(envelope) === 'description')
        setDescriptionError(failureText(envelope, t));
    },
  });
  // one decision at a time: a double click on a command sends it once (issue 48, 6)
  const choose = useOneAtATime((command: Command) => {
    if (!command.goNextStep && !description.trim())
      return setDescriptionError(t('contract:validation.rejectNeedsDescription'));
    return decide.mutateAsync(command);
  });
  const answer = decide.data;
  const loaded = read.data;
  const error = !complete
    ? t('contract:codes.ApprovalLinkInvalid')
    : loaded && !loaded.isSuccess
      ? failureText(loaded, t)
      : answer && !answer.isSuccess && placeOf(answer) === 'page'
        ? failureText(answer, t)
        : null;
  return {
    view: loaded?.isSuccess ? loaded.data : null,
    loading: complete && read.isPending,
    error,
    outcome: answer?.isSuccess ? answer.data : null,
    deciding: decide.isPending,
    description,
    descriptionError,
    changeDescription(value: string) {
      setDescription(value);
      setDescriptionError(null);
    },
    choose,
  };
}

import { useQuery } from '@tanstack/react-query';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { KeySelectInput } from '../../crud/views/fields/KeySelectInput.tsx';
import { request } from '../../graphql/client.ts';
import { DynamicPartTargetComponentsDocument } from '../../graphql/generated/dynamicParts.ts';
import { NEW_PAYLOAD } from './partPayload.ts';

/** Where a part's content can come from (`dynamicPartTargetComponents`, named in the caller's language). */
function useSources() {
  const query = useQuery({
    queryKey: ['dynamicPartTargetComponents'],
    queryFn: ({ signal }) => request('main', DynamicPartTargetComponentsDocument, {}, { signal }),
    staleTime: Infinity,
  });
  useFailureToast(query.data);
  return query.data?.data ?? [];
}

/** The source select (spec 001 §4: the source decides the payload's fields); another source starts afresh. */
export function SourceInput(props: FieldInputProps) {
  return (
    <KeySelectInput
      {...props}
      options={useSources()}
      resets={{ field: 'targetPayload', value: NEW_PAYLOAD }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import {
  FormRolesOfFormDocument,
  FormStructureDocument,
  FormUserDetailDocument,
} from '../../graphql/generated/forms.ts';

/** A form with its categories, items and options as stored now (the builder, the detail page). */
export function useFormStructure(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['forms', 'structure', id],
    queryFn: ({ signal }) => request('main', FormStructureDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return {
    form: query.data?.isSuccess ? query.data.data : null,
    loaded: query.isFetched,
    refetch: query.refetch,
  };
}

/** A form's roles and their workflows (a form has few). */
export function useFormRoles(formId: number, enabled = true) {
  const query = useQuery({
    queryKey: ['formRoles', 'ofForm', formId],
    queryFn: ({ signal }) => request('main', FormRolesOfFormDocument, { formId }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return query.data?.isSuccess ? (query.data.data ?? []) : [];
}

/** One submission with its trail, answers and the form version it was made against. */
export function useFormUser(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['formUsers', 'detail', id],
    queryFn: ({ signal }) => request('main', FormUserDetailDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return query.data?.isSuccess ? query.data.data : null;
}

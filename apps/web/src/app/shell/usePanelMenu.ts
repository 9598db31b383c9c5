import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { PanelLinksDocument } from '../../graphql/generated/panelLinks.shared.ts';
import { useCan, usePermissionsPending } from '../../state/permissions.tsx';
import { SCREEN_AREAS, SCREEN_PATHS } from '../screens.ts';
import { MENU } from './menu.ts';
import { visibleMenu, type ShownItem } from './menuModel.ts';

/**
 * The side menu as shown to the signed-in user: the screens of the areas their role reads
 * (docs/permissions.md), and the two Form entries once the server names their pages (FORM_DATA_URL,
 * FORM_BUILDER_URL: run-time settings, asked once per session).
 */
export function usePanelMenu(): ShownItem[] {
  const can = useCan();
  // nothing until the user's permissions are known: no entry shown to be taken away a moment later
  const pending = usePermissionsPending();
  const { data } = useQuery({
    queryKey: ['panelLinks'],
    queryFn: () => request('shared', PanelLinksDocument),
    staleTime: Infinity,
  });
  const links = data?.isSuccess ? data.data : null;
  return useMemo(() => {
    const readable = new Map(
      pending ? [] : [...SCREEN_PATHS].filter(([, path]) => can('read', SCREEN_AREAS.get(path) ?? '')),
    );
    return visibleMenu(MENU, readable, {
      formData: links?.formDataUrl,
      formBuilder: links?.formBuilderUrl,
    });
  }, [links, can, pending]);
}

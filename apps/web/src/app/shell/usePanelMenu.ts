import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { PanelLinksDocument } from '../../graphql/generated/panelLinks.shared.ts';
import { SCREEN_PATHS } from '../screens.ts';
import { MENU } from './menu.ts';
import { visibleMenu, type ShownItem } from './menuModel.ts';

/**
 * The side menu as shown to the signed-in user: the areas' screens, and the two Form entries once the
 * server names their pages (FORM_DATA_URL, FORM_BUILDER_URL: run-time settings, asked once per session).
 */
export function usePanelMenu(): ShownItem[] {
  const { data } = useQuery({
    queryKey: ['panelLinks'],
    queryFn: () => request('shared', PanelLinksDocument),
    staleTime: Infinity,
  });
  const links = data?.isSuccess ? data.data : null;
  return useMemo(
    () =>
      visibleMenu(MENU, SCREEN_PATHS, {
        formData: links?.formDataUrl,
        formBuilder: links?.formBuilderUrl,
      }),
    [links],
  );
}

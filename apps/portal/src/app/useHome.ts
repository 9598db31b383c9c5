import { portal, type Answers } from '../api/graphql.ts';
import { useResource } from '../api/resource.ts';
import { HomeDocument, type HomeQuery } from '../graphql/generated/home.ts';

/** `WEB` in a browser tab, `MOBILE` once installed on the home screen (docs/portal-app.md, Menus). */
export const deviceType = (): 'WEB' | 'MOBILE' =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
    ? 'MOBILE'
    : 'WEB';

export type Home = Answers<HomeQuery>;

export const loadHome = (): Promise<Home> =>
  portal(HomeDocument, {
    deviceType: deviceType(),
    unread: { unreadOnly: true, pageNumber: 1, pageSize: 1 },
    disasters: { pageNumber: 1, pageSize: 1 },
  });

/** The home in one request (issue 51): the shell reads the disclaimer and the badge from it, the home the rest. */
export const useHome = () => useResource('home', loadHome, (home: Home) => home.me.isSuccess);

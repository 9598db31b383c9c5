import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';
import { peoplePaths, type PeopleEntity } from './paths.ts';

const PeoplePage = lazy(() => import('./PeoplePage.tsx').then((module) => ({ default: module.PeoplePage })));
const RoleLogoPage = lazy(() =>
  import('./RoleLogoPage.tsx').then((module) => ({ default: module.RoleLogoPage })),
);
const PasswordChangePage = lazy(() =>
  import('./PasswordChangePage.tsx').then((module) => ({ default: module.PasswordChangePage })),
);

const LISTS: readonly PeopleEntity[] = ['users', 'userManagers', 'roles', 'groups', 'works', 'tasks'];

/** The people area (spec 001): lists on the generic page, the role logo page and the password change. */
export const peopleRoutes: AreaRoute[] = [
  ...LISTS.map((entity) => ({ path: peoplePaths[entity], element: <PeoplePage entity={entity} /> })),
  { path: peoplePaths.roleLogo, element: <RoleLogoPage /> },
  { path: peoplePaths.changePassword, element: <PasswordChangePage /> },
];

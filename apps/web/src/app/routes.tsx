import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AREAS } from '../features/areas.ts';
import { areaRoutes } from './areaRoutes.tsx';
import {
  APPROVAL_LINK_PATH,
  FORGOT_PATH,
  INVITATION_PATH,
  LOGOUT_PATH,
  NOT_FOUND_PATH,
  RESET_PATH,
  SIGN_IN_PATH,
} from './paths.ts';
import { GuestOnly, RequireAuth } from './shell/guards.tsx';
import { LogoutPage } from './shell/LogoutPage.tsx';
import { LoadFailed } from './shell/LoadFailed.tsx';
import { RouteFallback } from './shell/RouteFallback.tsx';
import { SuspenseScreen } from './shell/SuspenseScreen.tsx';
import { useSession } from '../state/session.ts';

// The shell and every screen are chunks of their own: the first load carries only providers and router.
const Shell = lazy(() => import('./shell/Shell.tsx').then((module) => ({ default: module.Shell })));
const RootRedirect = lazy(() =>
  import('./shell/Shell.tsx').then((module) => ({ default: module.RootRedirect })),
);
const SignInPage = lazy(() =>
  import('./sign-in/SignInPage.tsx').then((module) => ({ default: module.SignInPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./sign-in/ForgotPasswordPage.tsx').then((module) => ({ default: module.ForgotPasswordPage })),
);
const InvitationPage = lazy(() =>
  import('./sign-in/InvitationPage.tsx').then((module) => ({ default: module.InvitationPage })),
);
// rare, and the only entry screen with an MUI button: apart, the entry carries no button machinery
const NotFoundPage = lazy(() =>
  import('./shell/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const ApprovalLinkPage = lazy(() =>
  import('./sign-in/ApprovalLinkPage.tsx').then((module) => ({ default: module.ApprovalLinkPage })),
);

/** The 404 page: in the shell (menu, header, language) for a signed-in user, on its own for a guest. */
function NotFoundRoute() {
  const { token } = useSession();
  return (
    <Suspense fallback={<RouteFallback />}>
      {token ? (
        <Shell>
          <NotFoundPage embedded />
        </Shell>
      ) : (
        <NotFoundPage />
      )}
    </Suspense>
  );
}

/**
 * Hash routes (spec 000 §2, 001 §2): sign-in and logout outside the shell, every screen inside it behind
 * the token (one per area screen), `/` to the announcements, anything else to the 404 page. The invitation page
 * is public whether or not someone is signed in on this browser (it names its own tenant and user), and so
 * is an approval's one-time link (`/onay`).
 */
const pages: RouteObject[] = [
  {
    path: INVITATION_PATH,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <InvitationPage />
      </Suspense>
    ),
  },
  {
    path: APPROVAL_LINK_PATH,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <ApprovalLinkPage />
      </Suspense>
    ),
  },
  {
    path: RESET_PATH,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <InvitationPage purpose="reset" />
      </Suspense>
    ),
  },
  {
    path: '/auth',
    element: (
      <GuestOnly>
        <SuspenseScreen />
      </GuestOnly>
    ),
    children: [
      { path: 'login', element: <SignInPage /> },
      { path: FORGOT_PATH.replace('/auth/', ''), element: <ForgotPasswordPage /> },
      { path: '*', element: <Navigate to={SIGN_IN_PATH} replace /> },
      { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
    ],
  },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
  { path: NOT_FOUND_PATH, element: <NotFoundRoute /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Suspense fallback={<RouteFallback />}>
          <Shell />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <RootRedirect /> },
      ...areaRoutes(AREAS),
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

/** A page whose chunk cannot load (the shell, sign-in) says so over the whole window, with a retry. */
export const routes: RouteObject[] = pages.map((page) => ({ ...page, errorElement: <LoadFailed whole /> }));

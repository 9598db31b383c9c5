import { startSession } from '../api/session.ts';

/** The demo company as GetSubscription describes it, for a test that starts signed in. */
export const TEST_COMPANY = {
  tag: 'demo',
  name: 'Pano Demo',
  logo: null,
  fileContainerPath: '/files/demo/',
  primaryColorCode: null,
  secondaryColorCode: null,
  loginMethod: 'email' as const,
};

/** Starts the session of employee 5 of the demo company, as a sign-in would. */
export const signInForTest = () => startSession({ token: 'tok', userId: 5, company: TEST_COMPANY });

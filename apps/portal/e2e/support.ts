import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A demo employee (docs/portal.md). */
export const EMPLOYEE = {
  tag: 'demo',
  email: 'calisan1@pano.local',
  password: 'pano1234',
  name: 'Elif',
} as const;

/**
 * Opens the employees' app and signs in through its form as the employee would; accepts the active
 * disclaimer when the app asks for it first; ends on the home (an emergency over it put off, unless told).
 */
export async function openSignedIn(page: Page, { putOffEmergency = true } = {}): Promise<void> {
  const { email } = EMPLOYEE;
  await page.goto('/app/');
  await page.getByLabel(/Şirket kodu|Company code/).fill(EMPLOYEE.tag);
  await page.getByRole('button', { name: /Devam|Continue/ }).click();
  await page.getByLabel(/E-posta|E-mail/).fill(email);
  await page.getByLabel(/Şifre|Password/).fill(EMPLOYEE.password);
  await page.getByRole('button', { name: /Giriş yap|Sign in/ }).click();
  const accept = page.getByRole('button', { name: /Okudum, kabul ediyorum|I have read it and I accept/ });
  const home = page.getByText(/Merhaba|Hello/);
  await expect(accept.or(home)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(home).toBeVisible();
  if (!putOffEmergency) return;
  // an emergency of the demo still unanswered takes the screen: put off until the next opening
  await page.waitForLoadState('networkidle');
  const later = page.getByRole('button', { name: /Daha sonra|Later/ });
  if (await later.isVisible()) await later.click();
}

/** One GraphQL call with a bearer token (the panel's browser-test helper; its default service is the portal). */
export { callGraphql } from '../../web/e2e/support/portal.ts';

/** The demo employee's portal token, through the portal's own sign-in (the panel's browser-test helper). */
export { portalSignIn as employeeToken } from '../../web/e2e/support/portal.ts';

/** The demo administrator's panel token, signed in as the panel does (GetSubscription → VerifyPanelUser). */
export async function panelToken(request: APIRequestContext): Promise<string> {
  const subscription = await request.get(`/api/Subscription/GetSubscription?tag=${EMPLOYEE.tag}`);
  const { data } = (await subscription.json()) as { data: { connectionString: string } };
  const verified = await request.post('/api/User/VerifyPanelUser', {
    data: { connectionToken: data.connectionString, email: 'admin@pano.local', password: EMPLOYEE.password },
  });
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

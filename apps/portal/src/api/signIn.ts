import type { Envelope } from './envelope.ts';
import { restCall } from './http.ts';
import type { Company, LoginMethod, Session } from './session.ts';

/** GetSubscription's answer (docs/sign-in.md): the company and the signed connection token. */
interface SubscriptionView {
  tag: string;
  connectionString: string;
  company: { name: string; logo: string | null; fileContainerPath: string };
  primaryColorCode: string | null;
  secondaryColorCode: string | null;
  loginMethod: LoginMethod;
}

export interface FoundCompany {
  company: Company;
  connectionToken: string;
}

/** The company a tag names, with how its employees sign in. */
export async function findCompany(tag: string): Promise<Envelope<FoundCompany>> {
  const answer = await restCall<SubscriptionView>(
    `/api/Subscription/GetSubscription?tag=${encodeURIComponent(tag.trim())}`,
  );
  if (!answer.isSuccess || !answer.data) return { ...answer, data: null };
  const view = answer.data;
  return {
    ...answer,
    data: {
      connectionToken: view.connectionString,
      company: {
        tag: view.tag,
        name: view.company.name,
        logo: view.company.logo,
        fileContainerPath: view.company.fileContainerPath,
        primaryColorCode: view.primaryColorCode,
        secondaryColorCode: view.secondaryColorCode,
        loginMethod: view.loginMethod,
      },
    },
  };
}

/** The identifier under the name its method gives it (`gsm`, …), and as `identifier` for any reader. */
const identifierBody = (method: LoginMethod, identifier: string) => ({
  [method]: identifier.trim(),
  identifier: identifier.trim(),
});

/**
 * VerifyUser: the portal's sign-in. The server's device mark travels as its HttpOnly cookie (same origin), so
 * someone guessing the password elsewhere does not lock this phone out (docs/sign-in.md, Known devices).
 */
export async function signIn(
  found: FoundCompany,
  identifier: string,
  password: string,
): Promise<Envelope<Session>> {
  const answer = await restCall<{ token: string; userId: number }>('/api/User/VerifyUser', {
    method: 'POST',
    body: JSON.stringify({
      connectionToken: found.connectionToken,
      ...identifierBody(found.company.loginMethod, identifier),
      password,
    }),
  });
  if (!answer.isSuccess || !answer.data) return { ...answer, data: null };
  return {
    ...answer,
    data: { token: answer.data.token, userId: answer.data.userId, company: found.company },
  };
}

/** "Şifremi unuttum": always the same answer, whether or not such a person exists (docs/passwords.md). */
export function forgotPassword(found: FoundCompany, identifier: string): Promise<Envelope<unknown>> {
  return restCall('/api/User/ForgotPassword', {
    method: 'POST',
    body: JSON.stringify({
      connectionToken: found.connectionToken,
      ...identifierBody(found.company.loginMethod, identifier),
    }),
  });
}

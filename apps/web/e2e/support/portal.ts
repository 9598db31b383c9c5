import { expect, type APIRequestContext } from '@playwright/test';

/** A demo employee with a known password (docs/portal.md). */
export const EMPLOYEE = { tag: 'demo', email: 'calisan1@pano.local', password: 'pano1234' } as const;

/** Signs an employee in through the real portal sign-in (GetSubscription → VerifyUser): their token. */
export async function portalSignIn(
  request: APIRequestContext,
  email: string = EMPLOYEE.email,
): Promise<string> {
  const subscription = await request.get(`/api/Subscription/GetSubscription?tag=${EMPLOYEE.tag}`);
  const { data } = (await subscription.json()) as { data: { connectionString: string } };
  const verified = await request.post('/api/User/VerifyUser', {
    data: { connectionToken: data.connectionString, email, password: EMPLOYEE.password },
  });
  const body = (await verified.json()) as { isSuccess: boolean; data: { token: string } | null };
  expect(body.isSuccess).toBe(true);
  return body.data?.token ?? '';
}

export interface Envelope<T> {
  isSuccess: boolean;
  messages: { code: string; message: string }[];
  data: T;
}

/** One call to a GraphQL service with a bearer token: the envelope of its first field. */
export async function callGraphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  path = '/portal/graphql',
): Promise<Envelope<T>> {
  const response = await request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: Record<string, Envelope<T>> };
  return Object.values(body.data)[0] as Envelope<T>;
}

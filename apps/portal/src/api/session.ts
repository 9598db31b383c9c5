import { createStore, saved } from '../app/store.ts';

/** What GetSubscription says of the company: its name, logo and colours, and how its employees sign in. */
export interface Company {
  tag: string;
  name: string;
  logo: string | null;
  fileContainerPath: string;
  primaryColorCode: string | null;
  secondaryColorCode: string | null;
  loginMethod: LoginMethod;
}

export type LoginMethod = 'email' | 'gsm' | 'nationalityIdentityNumber';

export interface Session {
  token: string;
  userId: number;
  company: Company;
}

function read(): Session | null {
  try {
    const value = JSON.parse(saved.get('session') ?? 'null') as Session | null;
    return value && typeof value.token === 'string' && value.company ? value : null;
  } catch {
    return null;
  }
}

/** The signed-in employee, kept on the device until sign-out or a refused token. */
export const sessionStore = createStore<Session | null>(read());

export function startSession(session: Session): void {
  saved.set('session', JSON.stringify(session));
  saved.set('tag', session.company.tag);
  sessionStore.set(session);
}

export function endSession(): void {
  saved.set('session', null);
  sessionStore.set(null);
}

/** The company tag typed last time, offered again. */
export const rememberedTag = (): string => saved.get('tag') ?? '';

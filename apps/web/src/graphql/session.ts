import { ENVELOPE_SELECTION } from './envelope.ts';

export interface CurrentUser {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** Session operations (docs/api.md, Session). */
export const CURRENT_USER_DOCUMENT = `query currentUser { currentUser { ${ENVELOPE_SELECTION} data { id name surname email } } }`;
export const LOGOUT_DOCUMENT = `mutation logout { logout { ${ENVELOPE_SELECTION} } }`;

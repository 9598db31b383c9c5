import type { TFunction } from 'i18next';
import { firstMessage, type Envelope } from '../../graphql/envelope.ts';

/** The error toast's text: the server's first message, or '400 Bad Request' when it gave none. */
export function failureText(envelope: Envelope<unknown>, t: TFunction): string {
  return firstMessage(envelope) ?? t('errors.badRequest');
}

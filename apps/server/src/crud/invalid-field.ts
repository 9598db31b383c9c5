import { ValidationError } from '../app/validation-error.ts';

/**
 * A rule checked by the server beyond the contract's schema (a reference to a row that does not exist, a
 * user as their own manager): answered like a schema failure, `Validation` naming the field, e.g.
 * 'Yönetici alanını kontrol edin' / 'Check the Manager field'. `message` is a key of the validation texts.
 */
export function invalidField(field: string, message = 'checkField'): ValidationError {
  return new ValidationError([{ code: 'custom', message, path: [field], input: undefined }]);
}

import type { MessageCode } from '@pano/contract';
import { DomainError } from '../../kernel/envelope.ts';

/** A quiz rule's refusal: the code a client reads and the sentence (codes.<key>) a person reads. */
export const refuse = (
  key: string,
  code: MessageCode = 'Validation',
  params: Record<string, string | number> = {},
) => new DomainError(code, params, [], `codes.${key}`);

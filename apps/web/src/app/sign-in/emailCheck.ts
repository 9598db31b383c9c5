import { z } from 'zod';
import { describeIssue, emailInput, type Language } from '@pano/contract';

const emailForm = z.object({ email: emailInput });

/**
 * The contract's email rule, named after its field: 'E-posta alanını kontrol edin' / 'Check the Email field'.
 * A chunk of its own (zod, about 25 KB gzip): the sign-in screen fetches it once the tag step is done.
 */
export function emailError(language: Language, email: string): string | null {
  const result = emailForm.safeParse({ email });
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? describeIssue(language, issue).message : null;
}

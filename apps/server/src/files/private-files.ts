import crypto from 'node:crypto';

/**
 * Personal files (an applicant's CV) are kept in the file store under a tenant's private tag: a folder of
 * its own that `GET /files/:tag/:name` refuses (app/files.routes.ts), read only by the operation that checks
 * who asks. The tag is made from the tenant's tag, so it is fixed per tenant and never chosen by a user.
 */
const PRIVATE_TAG = /^pv-[0-9a-f]{40}$/;

export function privateTagOf(tag: string): string {
  return `pv-${crypto.createHash('sha256').update(`private:${tag}`).digest('hex').slice(0, 40)}`;
}

/** Whether a tag is a private folder (never served by the public files route). */
export const isPrivateTag = (tag: string): boolean => PRIVATE_TAG.test(tag);

import crypto from 'node:crypto';

/**
 * Personal files (an applicant's CV) are kept in the file store under a tenant's private tag: a folder of
 * its own that `GET /files/:tag/:name` refuses (app/files.routes.ts), read only by the operation that checks
 * who asks. The tag is made from the tenant's tag, so it is fixed per tenant and never chosen by a user.
 */
const PRIVATE_TAG = /^pv-[0-9a-f]{40}$/;

/**
 * The tenants of the private tags this process made: a store that keeps files in the tenant's own database
 * (files/postgres-file-store.ts) finds the database of a private tag here. A private tag is only ever made
 * by `privateTagOf`, by the operation about to use it, so it is always known where it is used; it is
 * derived again from the tenant's tag by any process, so nothing another process needs is kept here alone.
 */
const tenantOfPrivate = new Map<string, string>();
const KEPT_MAX = 10_000;

export function privateTagOf(tag: string): string {
  const privateTag = `pv-${crypto.createHash('sha256').update(`private:${tag}`).digest('hex').slice(0, 40)}`;
  if (!tenantOfPrivate.has(privateTag)) {
    if (tenantOfPrivate.size >= KEPT_MAX) tenantOfPrivate.delete(tenantOfPrivate.keys().next().value!);
    tenantOfPrivate.set(privateTag, tag);
  }
  return privateTag;
}

/** Whether a tag is a private folder (never served by the public files route). */
export const isPrivateTag = (tag: string): boolean => PRIVATE_TAG.test(tag);

/** The tenant tag a private tag was made from (by `privateTagOf` in this process), if any. */
export const tenantOfPrivateTag = (privateTag: string): string | undefined => tenantOfPrivate.get(privateTag);

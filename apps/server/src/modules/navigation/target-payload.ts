import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TargetComponent, id, urlPayload } from '@pano/contract';
import { forms } from '../../db/tenant/forms.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { invalidField } from '../../kernel/validation.ts';
import { cleanBody } from '../announcements/create-announcement.ts';

/**
 * The payload of what an app item opens, as stored (spec 001 §9, docs/navigation.md): an HTML page's HTML
 * sanitized like an announcement's body (and not empty); a web address as `{"url": "http(s)://…"}` in its
 * normal form, without control characters or spaces (the contract's one web-address rule) — a bare address
 * is accepted and wrapped; a form as `{"formId": n}` naming an active form of the tenant.
 * An empty payload is refused as 'required', a form that is not an active one as 'noSuchRecord', anything
 * else on `targetPayload` as checkField.
 */
export async function cleanTargetPayload(
  db: TenantDb,
  component: string,
  payload: string,
  files: TenantFiles,
): Promise<string> {
  if (component === TargetComponent.HtmlPage) {
    try {
      return cleanBody(payload, files);
    } catch {
      throw invalidField('targetPayload', 'required');
    }
  }
  // an empty target is a missing one: 'required', whatever the kind (issue 48 §8)
  if (!payload.trim()) throw invalidField('targetPayload', 'required');
  if (component === TargetComponent.UrlBrowser) {
    const parsed = urlPayload.safeParse(readJson(payload) ?? { url: payload });
    if (!parsed.success) throw invalidField('targetPayload', 'webAddress');
    return JSON.stringify({ url: parsed.data.url });
  }
  if (component === TargetComponent.Form) {
    const parsed = formPayload.safeParse(readJson(payload));
    if (!parsed.success) throw invalidField('targetPayload');
    const [form] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, parsed.data.formId), eq(forms.isActive, true)));
    if (!form) throw invalidField('targetPayload', 'noSuchRecord');
    return JSON.stringify({ formId: form.id });
  }
  throw invalidField('targetComponent');
}

const formPayload = z.object({ formId: id });

function readJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

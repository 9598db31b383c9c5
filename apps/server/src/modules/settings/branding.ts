import type { z } from 'zod';
import type { logoInput, themeColorInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { acceptLogo, replaceStoredFile } from '../../files/replace-file.ts';
import type { BrandingValues } from '../../tenancy/control-store.ts';

export type CompanyLogo = 'logo' | 'transparentLogo';

/**
 * The spec's inputs name the tenant by `tag`; the tenant changed is always the token's, so a tag naming
 * another one is refused (Validation on `tag`) rather than silently changing the caller's.
 */
function checkOwnTag({ session }: OperationContext, tag: string | null): void {
  if (tag !== null && tag !== session.subscription.tag) throw invalidField('tag', 'otherTenant');
}

/**
 * uploadLogo / uploadTransparentLogo (spec 000 §7): the tenant's company logo, checked by its bytes and
 * saved under a server-made name. The input's `tag`, when sent, must be the token's tenant. The previous
 * file is removed once the subscription points at the new one.
 */
export async function uploadCompanyLogo(
  op: OperationContext,
  kind: CompanyLogo,
  { fileName, fileBase64String, tag }: z.output<typeof logoInput>,
): Promise<Envelope<{ id: number }>> {
  checkOwnTag(op, tag);
  const { session } = op;
  const upload = acceptLogo({ fileName, fileBase64String });
  const previous = (await session.subscription.read())[kind];
  const saved = await replaceStoredFile(session.files, upload, previous, (path) =>
    session.subscription.updateBranding({ [kind]: path }),
  );
  if (!saved) throw new DomainError('NotFound');
  return ok({ id: saved.id });
}

/**
 * setThemeColor (spec 000 §5, §7): the theme colour is required; the other colours are changed when given
 * and kept otherwise. Every colour is #rgb or #rrggbb, the tag (when sent) the token's tenant; a refused
 * input changes nothing.
 */
export async function setThemeColor(
  op: OperationContext,
  values: z.output<typeof themeColorInput>,
): Promise<Envelope<{ id: number }>> {
  checkOwnTag(op, values.tag);
  const { session } = op;
  const changes: BrandingValues = { themeColorCode: values.colorCode };
  if (values.primaryColorCode) changes.primaryColorCode = values.primaryColorCode;
  if (values.secondaryColorCode) changes.secondaryColorCode = values.secondaryColorCode;
  if (values.contentBackgroundColorCode)
    changes.contentBackgroundColorCode = values.contentBackgroundColorCode;
  if (values.contentTextColorCode) changes.contentTextColorCode = values.contentTextColorCode;
  const saved = await session.subscription.updateBranding(changes);
  return ok({ id: saved.id });
}

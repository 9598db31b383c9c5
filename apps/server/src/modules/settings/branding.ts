import type { z } from 'zod';
import type { logoInput, themeColorInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { acceptLogo, replaceStoredFile } from '../../files/replace-file.ts';
import type { BrandingValues } from '../../tenancy/control-store.ts';

export type CompanyLogo = 'logo' | 'transparentLogo';

/**
 * uploadLogo / uploadTransparentLogo (spec 000 §7): the tenant's company logo, checked by its bytes and
 * saved under a server-made name. The input's `tag` is accepted for the spec's shape and ignored: the tenant
 * is always the token's. The previous file is removed once the subscription points at the new one.
 */
export async function uploadCompanyLogo(
  { session }: OperationContext,
  kind: CompanyLogo,
  { fileName, fileBase64String }: z.output<typeof logoInput>,
): Promise<Envelope<{ id: number }>> {
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
 * and kept otherwise. Every colour is #rgb or #rrggbb; a refused input changes nothing.
 */
export async function setThemeColor(
  { session }: OperationContext,
  values: z.output<typeof themeColorInput>,
): Promise<Envelope<{ id: number }>> {
  const changes: BrandingValues = { themeColorCode: values.colorCode };
  if (values.primaryColorCode) changes.primaryColorCode = values.primaryColorCode;
  if (values.secondaryColorCode) changes.secondaryColorCode = values.secondaryColorCode;
  if (values.contentBackgroundColorCode)
    changes.contentBackgroundColorCode = values.contentBackgroundColorCode;
  if (values.contentTextColorCode) changes.contentTextColorCode = values.contentTextColorCode;
  const saved = await session.subscription.updateBranding(changes);
  return ok({ id: saved.id });
}

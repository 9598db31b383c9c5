import { logoInput, themeColorInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { contractInput } from '../../crud/register-entity.ts';
import { setThemeColor, uploadCompanyLogo, type CompanyLogo } from './branding.ts';

/**
 * Logo and theme (spec 000 §2 /ayarlar/logo, §7): the uploads go to /graphql/upload (images' body limit);
 * the colours are read back with GetSubscription.
 */
export function registerBranding(kit: Kit): void {
  const { builder } = kit;
  const logo = contractInput(kit, 'LogoInput', logoInput);
  const uploads: [string, CompanyLogo][] = [
    ['uploadLogo', 'logo'],
    ['uploadTransparentLogo', 'transparentLogo'],
  ];
  for (const [name, kind] of uploads) {
    builder.mutationField(name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { inputModel: t.arg({ type: logo, required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => uploadCompanyLogo(s, kind, args.inputModel)),
      }),
    );
  }
  const theme = contractInput(kit, 'ThemeColorInput', themeColorInput);
  builder.mutationField('setThemeColor', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: theme, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => setThemeColor(s, args.inputModel)),
    }),
  );
}

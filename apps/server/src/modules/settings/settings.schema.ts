import type { Kit } from '../../graphql/builder.ts';
import { registerConfig } from './config.schema.ts';
import { registerBranding } from './branding.schema.ts';
import { registerDisclaimers } from './disclaimer.schema.ts';

/** The panel's side of settings (spec 000 §2 Settings): configuration, logo and theme, disclaimers. */
export function registerSettings(kit: Kit): void {
  registerConfig(kit);
  registerBranding(kit);
  registerDisclaimers(kit);
  void kit;
}

import type { Kit } from '../../graphql/builder.ts';

/** The panel's side of settings (spec 000 §2 Settings): configuration, logo and theme, disclaimers. */
export function registerSettings(kit: Kit): void {
  void kit;
}

import type { Kit } from '../../graphql/builder.ts';

/** The portal's side of disclaimers: the active disclaimer and accepting it. */
export function registerSettingsPortal(kit: Kit): void {
  void kit;
}

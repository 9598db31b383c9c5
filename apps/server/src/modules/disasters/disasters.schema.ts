import type { Kit } from '../../graphql/builder.ts';

/** The panel's side of disasters with read receipts and responses (spec 000 §2 Disasters). */
export function registerDisasters(kit: Kit): void {
  void kit;
}

import type { Kit } from '../../graphql/builder.ts';

/** The portal's side of disasters: an employee's own disasters, read receipts and responses. */
export function registerDisastersPortal(kit: Kit): void {
  void kit;
}

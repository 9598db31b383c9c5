import type { Kit } from '../../graphql/builder.ts';

/** The panel's side of anonymous complaints and complaint types (spec 000 §2 Complaints). */
export function registerComplaints(kit: Kit): void {
  void kit;
}

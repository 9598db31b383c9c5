import type { Kit } from '../../graphql/builder.ts';

/** The panel's side of the announcements area (spec 000 §2 Announcements): announcements, categories and icons. */
export function registerAnnouncements(kit: Kit): void {
  void kit;
}

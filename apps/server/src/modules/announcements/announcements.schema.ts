import type { Kit } from '../../graphql/builder.ts';
import { registerAnnouncementEntities } from './announcement.schema.ts';
import { registerAnnouncementWrites } from './announcement-writes.schema.ts';
import { registerCategories } from './category.schema.ts';

/** The panel's side of the announcements area (spec 000 §2 Announcements): announcements, categories and icons. */
export function registerAnnouncements(kit: Kit): void {
  registerCategories(kit);
  registerAnnouncementEntities(kit);
  registerAnnouncementWrites(kit);
}

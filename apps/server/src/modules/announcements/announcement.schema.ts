import type { Kit } from '../../graphql/builder.ts';
import { registerEntity } from '../../crud/register-entity.ts';
import { announcementEntities } from './announcement.entities.ts';

/** Announcements' reads: the list, the detail, the recipients table and the nested types. */
export function registerAnnouncementEntities(kit: Kit): void {
  for (const entity of announcementEntities) registerEntity(kit, entity);
}

import { announcementCreateInput, announcementUpdateInput } from '../validation/announcements.ts';
import { categoryCreateInput, categoryUpdateInput } from '../validation/categories.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 000 §7 Announcements and categories. */
export const announcementResource = defineResource({
  typeName: 'Announcement',
  list: 'announcements',
  pagerArg: 'announcementPagerModel',
  single: 'announcement',
  create: { name: 'createAnnouncement', input: announcementCreateInput },
  update: { name: 'updateAnnouncement', input: announcementUpdateInput },
  remove: 'deleteAnnouncement',
});
export const announcementUserResource = defineResource({
  typeName: 'AnnouncementUser',
  list: 'announcementUsers',
  pagerArg: 'announcementUserPagerModel',
});
export const announcementSendHistoryResource = defineResource({ typeName: 'AnnouncementSendHistory' });
export const announcementMultimediaResource = defineResource({ typeName: 'AnnouncementMultimedia' });
export const categoryResource = crudResource(
  'Category',
  'categories',
  categoryCreateInput,
  categoryUpdateInput,
);

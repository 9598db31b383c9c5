import { defineArea, list, page } from '../area.tsx';

/** Announcements and their categories (spec 000 §2); the editor and the carousel load with their screens. */
export const announcementsArea = defineArea({
  name: 'announcements',
  screens: {
    announcements: list('/duyuru/duyurular', 'announcements'),
    announcementDetail: page(
      '/duyuru/duyurular/:announcementId',
      () => import('./AnnouncementDetailPage.tsx'),
      'AnnouncementDetailPage',
    ),
    categories: list('/duyuru/kategori', 'categories'),
  },
  registry: () => import('./registry.ts').then((module) => module.announcementsRegistry),
});

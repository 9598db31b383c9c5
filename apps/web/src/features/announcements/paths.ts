/** Routes of the announcements screens (spec 000 §2). */
export const announcementPaths = {
  list: '/duyuru/duyurular',
  detail: '/duyuru/duyurular/:announcementId',
} as const;

export const detailPath = (id: number) => `/duyuru/duyurular/${id}`;

/** Routes of the disclaimers screens (spec 000 §2). */
export const disclaimerPaths = {
  list: '/ayarlar/sozlesmeler',
  detail: '/ayarlar/sozlesmeler/:disclaimerId',
} as const;

/** Routes of the disasters area (spec 000 §2). */
export const disasterPaths = {
  list: '/afet/afetler',
  detail: '/afet/afetler/:disasterId',
} as const;

/** What a notification opens (docs/portal-app.md): its announcement in the app, or the link it carries. */
export function subjectOf(notification: {
  sourceKind: string | null;
  sourceId: number | null;
  link: string | null;
}): string | null {
  if (notification.sourceKind === 'announcement' && notification.sourceId)
    return `#/announcement/${notification.sourceId}`;
  const link = notification.link;
  if (!link) return null;
  // only an address of this site or the web, never a script
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return /^https?:\/\//i.test(link) ? link : null;
}

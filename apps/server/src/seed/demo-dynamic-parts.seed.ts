import { desc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  announcementCategories,
  announcementSendHistories,
  announcementUsers,
  announcements,
} from '../db/tenant/announcements.table.ts';
import { dynamicPartGroups, dynamicPartRoles, dynamicParts } from '../db/tenant/dynamic-parts.table.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { groups, userGroups } from '../db/tenant/people.table.ts';
import { DEMO_EMPLOYEE_GROUP } from './demo-employees.seed.ts';

const NEWS_CATEGORY = 'Genel Duyurular';

/** A stored 'announcements by category' payload: five newest, any time or the last N days. */
const payload = (categoryIds: number[], lastDays: number | null) =>
  JSON.stringify({
    pageSize: 5,
    sortDescending: '1',
    startDate: null,
    endDate: null,
    lastDays,
    categoryIds,
    pinnedAnnouncementIds: [],
  });

/**
 * The demo's recent announcements also go to the employees' group (sent as the panel sends to a group: a
 * send history and its members as recipients), so the dynamic parts have something to show calisan1.
 */
async function sendRecentToEmployees(db: TenantDb, groupId: number, categoryIds: number[]): Promise<void> {
  const recent = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(inArray(announcements.categoryId, categoryIds))
    .orderBy(desc(announcements.createTime), desc(announcements.id))
    .limit(8);
  const members = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId));
  if (!recent.length) return;
  await db
    .insert(announcementSendHistories)
    .values(recent.map(({ id }) => ({ announcementId: id, groupId })))
    .onConflictDoNothing();
  if (members.length)
    await db
      .insert(announcementUsers)
      .values(recent.flatMap(({ id }) => members.map(({ userId }) => ({ announcementId: id, userId }))))
      .onConflictDoNothing();
}

/**
 * Two dynamic parts on the demo's home screen (docs/navigation.md, Dynamic parts): 'Son duyurular' — the
 * demo categories, five newest — for Personel; 'Şirket haberleri' — one category, the last 30 days — for
 * Personel and the group Gönüllüler. calisan1 (Personel, in Gönüllüler) sees both. Seeded after the
 * announcements and the employees.
 */
export async function seedDemoDynamicParts(db: TenantDb): Promise<void> {
  const categories = await db
    .select({ id: announcementCategories.id, name: announcementCategories.name })
    .from(announcementCategories)
    .where(eq(announcementCategories.isActive, true));
  const [staff] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel'));
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, DEMO_EMPLOYEE_GROUP));
  const news = categories.find((c) => c.name === NEWS_CATEGORY) ?? categories[0];
  if (!categories.length || !staff || !news) return;
  const categoryIds = categories.map((c) => c.id);
  await db.transaction(async (tx) => {
    const [recent, company] = await tx
      .insert(dynamicParts)
      .values([
        {
          name: 'Son duyurular',
          title: 'Son duyurular',
          position: 1,
          targetComponent: 'AnnouncementsByCategory',
          targetPayload: payload(categoryIds, null),
          headerColor: '#1565C0',
          backgroundColor: '#E3F2FD',
          fontColor: '#0D47A1',
        },
        {
          name: 'Şirket haberleri',
          title: 'Şirketten haberler',
          position: 2,
          targetComponent: 'AnnouncementsByCategory',
          targetPayload: payload([news.id], 30),
          headerColor: '#2E7D32',
          backgroundColor: null,
          fontColor: null,
        },
      ])
      .returning({ id: dynamicParts.id });
    if (!recent || !company) throw new Error('demo dynamic parts not made');
    await tx.insert(dynamicPartRoles).values([
      { dynamicPartId: recent.id, roleId: staff.id },
      { dynamicPartId: company.id, roleId: staff.id },
    ]);
    if (!group) return;
    await tx.insert(dynamicPartGroups).values({ dynamicPartId: company.id, groupId: group.id });
    await sendRecentToEmployees(tx, group.id, categoryIds);
    // and the newest of the company news, so the last-30-days part has its own
    await sendRecentToEmployees(tx, group.id, [news.id]);
  });
}

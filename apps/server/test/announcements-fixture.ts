import { announcementCategories } from '../src/db/tenant/announcements.table.ts';
import type { Envelope } from './harness.ts';
import type { PeopleFixture } from './people-fixture.ts';

export const CREATE = `mutation($i: AnnouncementCreateInput!) {
  createAnnouncement(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
export const UPDATE = `mutation($i: AnnouncementUpdateInput!) {
  updateAnnouncement(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
export const DETAIL = `query($id: Int!) { announcement(id: $id) { isSuccess messages { code } data {
  id title spotText body createTime category { id name }
  users { userId user { id name surname } }
  sendHistories { id userId groupId user { id name } group { id name } }
  multimedias { id fileName filePath fileExtension isActive isCover } } } }`;

/** A category straight into the table (the categories API is built separately). */
export async function insertCategory(
  p: PeopleFixture,
  name: string,
  isNotification: boolean,
): Promise<number> {
  const [row] = await p.server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
    db
      .insert(announcementCategories)
      .values({ name, icon: 'Campaign', isNotification })
      .returning({ id: announcementCategories.id }),
  );
  if (!row) throw new Error('no category');
  return row.id;
}

/** A group with the given members. */
export async function createGroup(p: PeopleFixture, name: string, userIds: number[]): Promise<number> {
  const group = await p.call<{ id: number }>(
    'mutation($i: GroupCreateInput!) { createGroup(inputModel: $i) { isSuccess data { id } } }',
    { i: { name } },
  );
  for (const userId of userIds) {
    await p.call('mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess } }', {
      i: { userId, groupId: group.data.id },
    });
  }
  return group.data.id;
}

/** POSTs to the upload or media service (larger bodies), as the panel does for files. */
export async function callService<T>(
  p: PeopleFixture,
  service: 'upload' | 'media',
  query: string,
  variables: Record<string, unknown>,
): Promise<Envelope<T>> {
  const response = await fetch(`${p.server.url}/graphql/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Record<string, Envelope<T>> };
  return Object.values(body.data)[0] as Envelope<T>;
}

export async function notificationsOf(p: PeopleFixture, userId: number): Promise<string[]> {
  const list = await p.call<{ body: string }[]>(
    'query($u: Int) { notifications(notificationPagerModel: { userId: $u, pageSize: 100 }) { data { body } } }',
    { u: userId },
  );
  return list.data.map((n) => n.body);
}

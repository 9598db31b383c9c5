import { graphql, ok, stubFetch, type RecordedCall } from '../../../test/fetchStub.ts';

export type Handler = (call: RecordedCall) => unknown;

export const CATEGORIES = [
  { id: 1, name: 'Duyuru' },
  { id: 2, name: 'Etkinlik' },
];
export const USERS = [
  { id: 1, name: 'Ada', surname: 'Yılmaz' },
  { id: 2, name: 'Can', surname: 'Demir' },
];
export const GROUPS = [{ id: 5, name: 'Saha ekibi' }];

/** Rows of the announcement list: `count` rows, newest first. */
export function announcementRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: count - index,
    title: `Duyuru ${count - index}`,
    createTime: '2026-03-04T10:00:00.000Z',
    category: { name: 'Duyuru' },
  }));
}

/** A stub of the announcements API: lookups from fixtures, anything else from `handlers`, mutations `{id: 99}`. */
export function announcementsServer(handlers: Record<string, Handler> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = handlers[name];
    if (own) return graphql(call, own(call));
    switch (name) {
      case 'categories':
        return graphql(call, ok(CATEGORIES, CATEGORIES.length));
      case 'users':
        return graphql(call, ok(USERS, USERS.length));
      case 'groups':
        return graphql(call, ok(GROUPS, GROUPS.length));
      case 'announcements':
        return graphql(call, ok(announcementRows(3), 3));
      default:
        return graphql(call, ok({ id: 99 }));
    }
  });
}

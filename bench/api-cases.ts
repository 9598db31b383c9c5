/** One list the API benchmark measures: a GraphQL operation and its variables for a tenant. */
export interface ApiCase {
  name: string;
  query: string;
  /** `userId`: a seeded user who has notifications. */
  variables(ids: { userId: number }): Record<string, unknown>;
}

const USERS = `query Users($p: UserPagerModel) { users(userPagerModel: $p) { isSuccess totalItemCount data { id name surname email role { name } department { name } } } }`;

export const USERS_SEARCH: ApiCase = {
  name: 'users search `ayşe yıl`',
  query: USERS,
  variables: () => ({ p: { searchText: 'ayşe yıl', pageSize: 15, pageNumber: 1 } }),
};

export const USERS_FIRST_PAGE: ApiCase = {
  name: 'users first page',
  query: USERS,
  variables: () => ({ p: { pageSize: 15, pageNumber: 1 } }),
};

/** The spec's notifications of one user (NotificationPagerModel.userId), as the user actions list them. */
export const USER_NOTIFICATIONS: ApiCase = {
  name: 'notifications of one user',
  query: `query Notifications($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { isSuccess totalItemCount data { id body isViewed createTime } } }`,
  variables: ({ userId }) => ({ p: { userId, pageSize: 15, pageNumber: 1 } }),
};

/** The cities' first page: a small reference list every tenant has from its provisioning. */
export const CITIES_FIRST_PAGE: ApiCase = {
  name: 'cities first page',
  query: '{ cities(pagerModel: { pageSize: 15 }) { isSuccess totalItemCount data { id name } } }',
  variables: () => ({}),
};

export const API_CASES: ApiCase[] = [USERS_SEARCH, USERS_FIRST_PAGE, USER_NOTIFICATIONS];

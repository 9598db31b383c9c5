import { graphql, ok, stubFetch, type RecordedCall } from '../../../test/fetchStub.ts';

export const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Personel' },
  { id: 3, name: 'Editor' },
  { id: 4, name: 'Misafir' },
];
export const DEPARTMENTS = [
  { id: 10, name: 'Bilgi İşlem' },
  { id: 11, name: 'İnsan Kaynakları' },
];
export const USERS = [
  { id: 1, name: 'Ada', surname: 'Yılmaz', roleId: 1, role: { name: 'Admin' }, departmentId: 10 },
  { id: 2, name: 'Can', surname: 'Demir', roleId: 2, role: { name: 'Personel' }, departmentId: 11 },
  { id: 3, name: 'Ece', surname: 'Kaya', roleId: 4, role: { name: 'Misafir' }, departmentId: 10 },
];

/** A user's leave without a hire date: the total days off, no ledger (docs/leave.md). */
export const LEAVE_ENTITLEMENT = {
  userId: 1,
  hireDate: null,
  leaveYear: null,
  yearEnd: null,
  lawDays: null,
  totalDayOff: 14,
  usedDays: 0,
  pendingDays: 0,
  remainingDays: 14,
  rows: [],
};

export type Handler = (call: RecordedCall) => unknown;

/**
 * A stub of the people API: lists answer from the fixtures (users filtered by searchText), any other
 * operation from `handlers`, mutations `{id: 99}`.
 */
export function peopleServer(handlers: Record<string, Handler> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = handlers[name];
    if (own) return graphql(call, own(call));
    const pager = (call.variables.pagerModel ?? {}) as { searchText?: string };
    switch (name) {
      case 'roles':
        return graphql(call, ok(ROLES, ROLES.length));
      case 'departments':
        return graphql(call, ok(DEPARTMENTS, DEPARTMENTS.length));
      case 'users': {
        const term = pager.searchText?.toLocaleLowerCase('tr');
        const rows = term
          ? USERS.filter((u) => `${u.name} ${u.surname}`.toLocaleLowerCase('tr').includes(term))
          : USERS;
        return graphql(call, ok(rows, rows.length));
      }
      case 'leaveEntitlement':
        return graphql(call, ok(LEAVE_ENTITLEMENT));
      default:
        return graphql(call, name.startsWith('query') ? ok([], 0) : ok({ id: 99 }));
    }
  });
}

/** The pager a list call sent. */
export const pagerOf = (call: RecordedCall | undefined) =>
  (call?.variables.pagerModel ?? {}) as Record<string, unknown>;

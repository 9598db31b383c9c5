import { graphql, ok, stubFetch, type RecordedCall } from '../../../test/fetchStub.ts';

export const MODULES = [
  { name: 'HTML sayfası', targetComponent: 'HtmlPage', description: '' },
  { name: 'Web adresi', targetComponent: 'UrlBrowser', description: '' },
  { name: 'Form', targetComponent: 'Form', description: '' },
];

const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Personel' },
];

export const MENUS = [
  {
    id: 1,
    name: 'Birinci',
    position: 1,
    icon: 'Campaign',
    targetComponent: 'UrlBrowser',
    targetPayload: '{"url":"https://pano.example/a"}',
    backgroundColor: null,
    startDate: null,
    endDate: null,
    roles: [{ id: 500, roleId: 1, role: { name: 'Admin' } }],
  },
  {
    id: 2,
    name: 'İkinci',
    position: 2,
    icon: 'Info',
    targetComponent: 'Form',
    targetPayload: '{"formId":7}',
    backgroundColor: '#1E88E5',
    startDate: '2999-01-01',
    endDate: null,
    roles: [],
  },
  {
    id: 3,
    name: 'Üçüncü',
    position: 3,
    icon: 'Star',
    targetComponent: 'HtmlPage',
    targetPayload: '<p>Merhaba</p>',
    backgroundColor: null,
    startDate: '2000-01-01',
    endDate: '2000-12-31',
    roles: [],
  },
];

export type Handler = (call: RecordedCall) => unknown;

/** A stub of the navigation API: menus, modules, roles, forms; other mutations answer `{id: 99}`. */
export function navigationServer(handlers: Record<string, Handler> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = handlers[name];
    if (own) return graphql(call, own(call));
    switch (name) {
      case 'menus':
        return graphql(call, ok(MENUS, MENUS.length));
      case 'menuCount':
        return graphql(call, ok(null, MENUS.length));
      case 'navigationModules':
        return graphql(call, ok(MODULES));
      case 'roles':
        return graphql(call, ok(ROLES, ROLES.length));
      case 'forms':
        return graphql(
          call,
          ok(
            [
              { id: 7, name: 'Anket' },
              { id: 8, name: 'Talep' },
            ],
            2,
          ),
        );
      case 'appAudience':
        return graphql(call, ok({ count: 0, users: [] }));
      case 'icons':
        return graphql(call, ok([{ name: 'Campaign' }, { name: 'Info' }], 2));
      default:
        return graphql(call, ok({ id: 99 }));
    }
  });
}

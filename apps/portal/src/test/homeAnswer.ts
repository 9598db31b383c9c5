import { ok } from './fakeServer.ts';

/** A home as the portal answers it (graphql/home.graphql), with what a test changes. */
export function homeAnswer(changes: Record<string, unknown> = {}) {
  return {
    data: {
      me: ok({ id: 5, name: 'Elif', surname: 'Çalışkan' }),
      activeDisclaimer: ok(null),
      myMenus: ok([
        {
          id: 1,
          name: 'Yemek listesi',
          icon: 'Restaurant',
          position: 1,
          backgroundColor: '#ffcc00',
          targetComponent: 'HtmlPage',
          targetPayload: '<p>Pazartesi: mercimek</p>',
        },
      ]),
      myLinks: ok([
        {
          id: 2,
          name: 'İK portalı',
          description: 'Bordro',
          linkGroupId: 9,
          linkGroupName: 'İnsan kaynakları',
          position: 1,
          targetComponent: 'UrlBrowser',
          targetPayload: '{"url":"https://ik.example.org/"}',
        },
      ]),
      mySliders: ok([
        {
          id: 3,
          name: 'Manşet',
          items: [
            {
              id: 31,
              name: 'Bahar şenliği',
              description: 'Cuma 17.00',
              position: 1,
              imageUrl: '/files/demo/a.png',
              mediaKind: 'image',
              targetComponent: 'Form',
              targetPayload: '{"formId":4}',
            },
          ],
        },
      ]),
      myDynamicParts: ok([
        {
          id: 6,
          name: 'Haberler',
          title: 'Son haberler',
          position: 1,
          viewType: 2,
          logoPath: null,
          headerColor: null,
          backgroundColor: null,
          fontColor: null,
          announcements: [
            {
              id: 77,
              title: 'Yeni servis saatleri',
              spotText: 'Pazartesiden itibaren',
              categoryName: 'Genel',
              createTime: '2026-12-01T09:00:00.000Z',
              coverUrl: null,
            },
          ],
        },
      ]),
      unread: ok(null, { totalItemCount: 2 }),
      myDisasters: ok([]),
      ...changes,
    },
  };
}

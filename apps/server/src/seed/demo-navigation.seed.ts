import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { forms } from '../db/tenant/forms.table.ts';
import {
  linkGroups,
  linkRoles,
  links,
  menuDevices,
  menuRoles,
  menus,
} from '../db/tenant/navigation.table.ts';

/** group, name, description, target, payload, roles. */
const LINKS: [string, string, string, 'HtmlPage' | 'UrlBrowser', string, string[]][] = [
  [
    'Kurumsal',
    'Yemek menüsü',
    'Bu haftanın yemekleri',
    'UrlBrowser',
    'https://example.com/yemek',
    ['Personel', 'Editor', 'Admin'],
  ],
  [
    'Kurumsal',
    'Servis saatleri',
    'Servis güzergâhları ve saatleri',
    'HtmlPage',
    '<h2>Servis saatleri</h2><p>Sabah servisleri 07:30, akşam servisleri 18:15’te kalkar.</p>',
    ['Personel', 'Editor', 'Admin'],
  ],
  [
    'İK',
    'İzin yönetmeliği',
    'Yıllık izin ve mazeret izinleri',
    'HtmlPage',
    '<h2>İzin yönetmeliği</h2><p>Yıllık izin talepleri en az bir hafta önceden portaldan yapılır.</p>',
    ['Personel', 'Admin'],
  ],
  [
    'İK',
    'Yayın kuralları',
    'Duyuru yazarken dikkat edilecekler',
    'UrlBrowser',
    'https://example.com/yayin-kurallari',
    ['Editor', 'Admin'],
  ],
];

const EVERYONE = ['Personel', 'Editor', 'Admin'];

/**
 * The demo tenant's links in two groups and a menu with every target type (a page, a web address, the first
 * form), each seen by the roles named (docs/navigation.md).
 */
export async function seedDemoNavigation(db: TenantDb): Promise<void> {
  await db.transaction(async (tx) => {
    const groupNames = [...new Set(LINKS.map(([group]) => group))];
    const groups = await tx
      .insert(linkGroups)
      .values(groupNames.map((name) => ({ name })))
      .returning({ id: linkGroups.id, name: linkGroups.name });
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(roles.name, [...new Set([...EVERYONE, ...LINKS.flatMap(([, , , , , names]) => names)])]),
      );
    const groupId = (name: string) => groups.find((g) => g.name === name)?.id ?? 0;
    for (const [
      position,
      [group, name, description, targetComponent, payload, roleNames],
    ] of LINKS.entries()) {
      const [link] = await tx
        .insert(links)
        .values({
          name,
          description,
          position: position + 1,
          targetComponent,
          targetPayload: targetComponent === 'UrlBrowser' ? JSON.stringify({ url: payload }) : payload,
          linkGroupId: groupId(group),
        })
        .returning({ id: links.id });
      const roleIds = roleRows.filter((r) => roleNames.includes(r.name)).map((r) => r.id);
      if (link && roleIds.length)
        await tx.insert(linkRoles).values(roleIds.map((roleId) => ({ linkId: link.id, roleId })));
    }
    const [form] = await tx
      .select({ id: forms.id })
      .from(forms)
      .where(eq(forms.isActive, true))
      .orderBy(asc(forms.id))
      .limit(1);
    const entries = [
      {
        name: 'Hakkımızda',
        icon: 'Business',
        targetComponent: 'HtmlPage',
        targetPayload: '<h2>Pano Demo A.Ş.</h2><p>1998’den beri İstanbul’da.</p>',
      },
      {
        name: 'Şirket sitesi',
        icon: 'Computer',
        targetComponent: 'UrlBrowser',
        targetPayload: JSON.stringify({ url: 'https://example.com' }),
      },
      ...(form
        ? [
            {
              name: 'Öneri ve talepler',
              icon: 'Forum',
              targetComponent: 'Form',
              targetPayload: JSON.stringify({ formId: form.id }),
            },
          ]
        : []),
    ];
    const everyone = roleRows.filter((r) => EVERYONE.includes(r.name)).map((r) => r.id);
    for (const [index, entry] of entries.entries()) {
      const [menu] = await tx
        .insert(menus)
        .values({ ...entry, position: index + 1 })
        .returning({ id: menus.id });
      if (!menu) continue;
      await tx.insert(menuRoles).values(everyone.map((roleId) => ({ menuId: menu.id, roleId })));
      await tx
        .insert(menuDevices)
        .values(['MOBILE', 'WEB'].map((deviceType) => ({ menuId: menu.id, deviceType })));
    }
  });
}

import { inArray } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { sliderItemRoles, sliderItems, sliders } from '../db/tenant/sliders.table.ts';
import type { TenantFiles } from '../files/tenant-files.ts';
import { demoPng } from './demo-announcement-media.ts';

type Rgb = readonly [number, number, number];

/** name, description, target, stored payload, the image's two colours. */
const ITEMS: [string, string, 'HtmlPage' | 'UrlBrowser', string, Rgb, Rgb][] = [
  [
    'Hoş geldiniz',
    'Pano ile şirketin haberleri cebinizde',
    'HtmlPage',
    '<h2>Hoş geldiniz</h2><p>Duyurular, izinler ve formlar artık tek bir uygulamada.</p>',
    [25, 118, 210],
    [0, 188, 212],
  ],
  [
    'Bahar şenliği',
    'Cuma 17:00, bahçede; aileler davetli',
    'HtmlPage',
    '<h2>Bahar şenliği</h2><p>Cuma günü saat 17:00’de bahçede buluşuyoruz.</p>',
    [67, 160, 71],
    [255, 213, 79],
  ],
  [
    'Şirket sitesi',
    'Kurumsal sitemizdeki yenilikler',
    'UrlBrowser',
    JSON.stringify({ url: 'https://example.com' }),
    [94, 53, 177],
    [236, 64, 122],
  ],
];

const EVERYONE = ['Personel', 'Editor', 'Admin'];

/**
 * The demo tenant's home-screen slider 'Ana sayfa' (docs/navigation.md, Sliders): three items with 1200×600
 * images made in code, two pages and a web address, seen by every role (calisan1, a Personel, sees them).
 */
export async function seedDemoSliders(db: TenantDb, files: TenantFiles): Promise<void> {
  const saved: string[] = [];
  for (const [, , , , from, to] of ITEMS)
    saved.push(
      await files.save({
        bytes: demoPng(from, to, 4, 1200, 600),
        contentType: 'image/png',
        extension: 'png',
      }),
    );
  await db.transaction(async (tx) => {
    const [slider] = await tx.insert(sliders).values({ name: 'Ana sayfa' }).returning({ id: sliders.id });
    if (!slider) throw new Error('demo slider not made');
    const roleIds = (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, EVERYONE))).map(
      (row) => row.id,
    );
    for (const [index, [name, description, targetComponent, targetPayload]] of ITEMS.entries()) {
      const [item] = await tx
        .insert(sliderItems)
        .values({
          sliderId: slider.id,
          name,
          description,
          position: index + 1,
          targetComponent,
          targetPayload,
          imagePath: saved[index] ?? '',
          mediaKind: 'image',
        })
        .returning({ id: sliderItems.id });
      if (item && roleIds.length)
        await tx.insert(sliderItemRoles).values(roleIds.map((roleId) => ({ sliderItemId: item.id, roleId })));
    }
  });
}

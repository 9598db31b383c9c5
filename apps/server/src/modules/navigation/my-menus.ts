import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENU_DEVICE_TYPES,
  menuResource,
  translate,
  type Language,
  type menuMoveInput,
  type myMenusInput,
} from '@pano/contract';
import { menuDevices, menuRoles, menus } from '../../db/tenant/navigation.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { placeMenu } from './menu-positions.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { liveOn, named, roleOf, today, viewerOf, type Viewer } from './audience.ts';

export interface MyMenu {
  id: number;
  name: string;
  position: number;
  icon: string;
  targetComponent: string;
  targetPayload: string;
  backgroundColor: string | null;
}

/** The GraphQL type of a menu entry as the app gets it (the portal's `myMenus`, the panel's preview). */
export const myMenuType = (kit: Kit) =>
  plainObject<MyMenu>(kit, 'MyMenu', {
    id: 'Int',
    name: 'String',
    position: 'Int',
    icon: 'String',
    targetComponent: 'String',
    targetPayload: 'String',
    backgroundColor: 'String?',
  });

/**
 * The menu a viewer sees on a device on a day (docs/navigation.md): entries naming the viewer's role, shown
 * on the device, inside their publish window, by position. An entry with no role reaches nobody.
 */
export async function menusFor(
  db: TenantDb,
  viewer: Viewer,
  deviceType: string,
  day: string,
): Promise<MyMenu[]> {
  return db
    .select({
      id: menus.id,
      name: menus.name,
      position: menus.position,
      icon: menus.icon,
      targetComponent: menus.targetComponent,
      targetPayload: menus.targetPayload,
      backgroundColor: menus.backgroundColor,
    })
    .from(menus)
    .where(
      and(
        liveOn(menus, day),
        named(db, menuRoles.menuId, menus.id, menuRoles.roleId, roleOf(viewer)),
        exists(
          db
            .select({ one: sql`1` })
            .from(menuDevices)
            .where(and(eq(menuDevices.menuId, menus.id), eq(menuDevices.deviceType, deviceType))),
        ),
      ),
    )
    .orderBy(asc(menus.position), asc(menus.id));
}

/** Portal `myMenus(deviceType)`: the caller's menu on that device (MOBILE when not said), as it is today. */
export async function myMenus(
  { db, session }: OperationContext,
  { deviceType }: z.output<typeof myMenusInput>,
): Promise<Envelope<MyMenu[]>> {
  const rows = await menusFor(db, await viewerOf(db, session.userId), deviceType, today());
  return ok(rows, rows.length);
}

/**
 * Panel `moveMenu {id, position}`: the arrows (±1) and a drag, in one call; the others close up. The
 * history says where the entry was and where it is now (`moveMenu` on `Menu`); a move to where it is, none.
 */
export async function moveMenu(
  ctx: OperationContext,
  { id, position }: z.output<typeof menuMoveInput>,
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: menus.id, position: menus.position })
      .from(menus)
      .where(eq(menus.id, id));
    if (!found) throw new DomainError('NotFound');
    const placed = await placeMenu(tx, id, position);
    // one history row for the move: the entry's own position (the others closing up is its consequence)
    if (placed !== found.position)
      await recordChange(tx, {
        actor: actorOf(ctx),
        area: 'navigation',
        entity: menuResource.typeName,
        entityId: id,
        action: 'moveMenu',
        changes: { position: { old: found.position, new: placed } },
      });
  });
  return ok({ id });
}

export interface MenuDeviceOption {
  key: string;
  value: string;
}

/** `getMenuDevices`: the device types as key and value pairs, the value in the caller's language. */
export function menuDeviceTypes({ lang }: { lang: Language }): Promise<Envelope<MenuDeviceOption[]>> {
  const rows = MENU_DEVICE_TYPES.map((key) => ({ key, value: translate(lang, `menuDevice.${key}`) }));
  return Promise.resolve(ok(rows, rows.length));
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { appPreviewInput } from '@pano/contract';
import { roles } from '../../db/tenant/organization.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { today, viewerOf, type Viewer } from './audience.ts';
import { linksFor, type MyLink } from './my-links.ts';
import { menusFor, type MyMenu } from './my-menus.ts';
import { slidersFor, type MySlider } from '../sliders/my-sliders.ts';
import { dynamicPartsFor, type MyDynamicPart } from '../dynamic-parts/my-dynamic-parts.ts';

/** The employees' app as one viewer sees it on a day and a device: what the portal would answer them. */
export interface AppPreview {
  menus: MyMenu[];
  links: MyLink[];
  sliders: MySlider[];
  dynamicParts: MyDynamicPart[];
}

/**
 * Panel `appPreview` (issue 27 §3): an employee (their role and groups as they are now) or a role alone, on
 * a day (today when not said) and a device — answered by the very functions the portal's `my…` reads call,
 * so the preview and the app cannot disagree.
 */
export async function appPreview(
  { db }: OperationContext,
  input: z.output<typeof appPreviewInput>,
): Promise<Envelope<AppPreview>> {
  const viewer = await previewViewer(db, input);
  const day = input.day ?? today();
  return ok({
    menus: await menusFor(db, viewer, input.deviceType, day),
    links: await linksFor(db, viewer, day),
    sliders: await slidersFor(db, viewer, day),
    dynamicParts: await dynamicPartsFor(db, viewer, day),
  });
}

async function previewViewer(
  db: OperationContext['db'],
  { userId, roleId }: z.output<typeof appPreviewInput>,
): Promise<Viewer> {
  if (userId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError('NotFound');
    return viewerOf(db, userId);
  }
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.id, roleId ?? 0));
  if (!role) throw new DomainError('NotFound');
  return { userId: null, roleId: role.id, groupIds: [] };
}

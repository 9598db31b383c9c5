import { and, asc, eq } from 'drizzle-orm';
import { TARGET_COMPONENTS, translate, type Language } from '@pano/contract';
import { linkGroups, linkRoles, links } from '../../db/tenant/navigation.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { turkishSortKey } from '../../db/turkish-text.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { liveOn, named, roleOf, today, viewerOf, type Viewer } from './audience.ts';

export interface MyLink {
  id: number;
  name: string;
  description: string;
  position: number;
  targetComponent: string;
  /** What the app opens: the page's clean HTML, or `{"url": …}`. */
  targetPayload: string;
  linkGroupId: number;
  linkGroupName: string;
}

/** The GraphQL type of a link as the app gets it (the portal's `myLinks`, the panel's preview). */
export const myLinkType = (kit: Kit) =>
  plainObject<MyLink>(kit, 'MyLink', {
    id: 'Int',
    name: 'String',
    description: 'String',
    position: 'Int',
    targetComponent: 'String',
    targetPayload: 'String',
    linkGroupId: 'Int',
    linkGroupName: 'String',
  });

/**
 * The links a viewer sees on a day (docs/navigation.md): a link reaches the roles named on it — one with no
 * role reaches nobody — inside its publish window, in an active group; by group name (the Turkish
 * alphabet), then position.
 */
export async function linksFor(db: TenantDb, viewer: Viewer, day: string): Promise<MyLink[]> {
  return db
    .select({
      id: links.id,
      name: links.name,
      description: links.description,
      position: links.position,
      targetComponent: links.targetComponent,
      targetPayload: links.targetPayload,
      linkGroupId: links.linkGroupId,
      linkGroupName: linkGroups.name,
    })
    .from(links)
    .innerJoin(linkGroups, and(eq(linkGroups.id, links.linkGroupId), eq(linkGroups.isActive, true)))
    .where(and(liveOn(links, day), named(db, linkRoles.linkId, links.id, linkRoles.roleId, roleOf(viewer))))
    .orderBy(turkishSortKey(linkGroups.name), asc(links.position), asc(links.id));
}

/** The caller's links, as their app shows them today. */
export async function myLinks({ db, session }: OperationContext): Promise<Envelope<MyLink[]>> {
  const rows = await linksFor(db, await viewerOf(db, session.userId), today());
  return ok(rows, rows.length);
}

export interface NavigationModule {
  name: string;
  targetComponent: string;
  description: string;
}

/** The modules lookup (spec 001 §7: name, targetComponent, description) in the caller's language. */
export function navigationModules({ lang }: { lang: Language }): Promise<Envelope<NavigationModule[]>> {
  const rows = TARGET_COMPONENTS.map((component) => ({
    name: translate(lang, `targetComponent.${component}.name`),
    targetComponent: component,
    description: translate(lang, `targetComponent.${component}.description`),
  }));
  return Promise.resolve(ok(rows, rows.length));
}

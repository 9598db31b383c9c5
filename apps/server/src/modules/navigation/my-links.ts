import { and, asc, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { TARGET_COMPONENTS, translate, type Language } from '@pano/contract';
import { linkGroups, linkRoles, links } from '../../db/tenant/navigation.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { turkishSortKey } from '../../db/turkish-text.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

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

/** Live on `day` (YYYY-MM-DD): no window, or a window that holds it. */
export const liveOn = (day: string) =>
  and(
    or(isNull(links.startDate), lte(links.startDate, day)),
    or(isNull(links.endDate), gte(links.endDate, day)),
  );

/**
 * The links a role sees on a day (docs/navigation.md): a link reaches the roles named on it — one with no
 * role reaches nobody — inside its publish window, in an active group; by group name (the Turkish alphabet), then position.
 */
export async function linksFor(db: TenantDb, roleId: number, day: string): Promise<MyLink[]> {
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
    .where(
      and(
        liveOn(day),
        exists(
          db
            .select({ one: sql`1` })
            .from(linkRoles)
            .where(and(eq(linkRoles.linkId, links.id), eq(linkRoles.roleId, roleId))),
        ),
      ),
    )
    .orderBy(turkishSortKey(linkGroups.name), asc(links.position), asc(links.id));
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Today on the server's calendar (its time zone, `TZ`), YYYY-MM-DD. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The caller's links, as their app shows them today. */
export async function myLinks({ db, session }: OperationContext): Promise<Envelope<MyLink[]>> {
  const [me] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, session.userId));
  const rows = me?.roleId ? await linksFor(db, me.roleId, today()) : [];
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

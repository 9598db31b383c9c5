import type { GraphQLSchema } from 'graphql';
import { createKit } from './builder.ts';
import { registerEntity } from '../crud/register-entity.ts';
import { referenceEntities } from '../modules/reference/reference.entities.ts';
import { registerSession } from '../modules/session/session.schema.ts';
import { registerPeople } from '../modules/people/people.schema.ts';
import { registerShared } from '../modules/shared/shared.schema.ts';
import { registerAnnouncements } from '../modules/announcements/announcements.schema.ts';
import { registerComplaints } from '../modules/complaints/complaints.schema.ts';
import { registerDisasters } from '../modules/disasters/disasters.schema.ts';
import { registerSettings } from '../modules/settings/settings.schema.ts';
import { registerPortal } from '../modules/portal/portal.schema.ts';
import { registerDisastersPortal } from '../modules/disasters/disasters.portal.ts';
import { registerSettingsPortal } from '../modules/settings/settings.portal.ts';
import { registerComplaintsPortal } from '../modules/complaints/complaints.portal.ts';

/** The main service: every panel screen's reads and writes. */
export function buildMainSchema(): GraphQLSchema {
  const kit = createKit();
  kit.builder.queryType({});
  kit.builder.mutationType({});
  for (const entity of referenceEntities) registerEntity(kit, entity);
  registerSession(kit);
  registerPeople(kit);
  registerAnnouncements(kit);
  registerComplaints(kit);
  registerDisasters(kit);
  registerSettings(kit);
  return kit.builder.toSchema({ sortSchema: true });
}

export function buildSharedSchema(): GraphQLSchema {
  const kit = createKit();
  registerShared(kit);
  return kit.builder.toSchema({ sortSchema: true });
}

/** The portal (employee) service: portal tokens only; every operation runs with kind 'portal'. */
export function buildPortalSchema(): GraphQLSchema {
  const kit = createKit();
  kit.builder.queryType({});
  kit.builder.mutationType({});
  registerPortal(kit);
  registerDisastersPortal(kit);
  registerSettingsPortal(kit);
  registerComplaintsPortal(kit);
  return kit.builder.toSchema({ sortSchema: true });
}

import { linkGroupResource, linkResource, linkRoleResource } from '@pano/contract';
import { linkGroups, linkRoles, links } from '../../db/tenant/navigation.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { cleanTargetPayload } from './target-payload.ts';

/** Link groups (spec 001 §3): a lookup the link dialog reads with page size 100. */
export const linkGroupEntity: EntityDefinition = lookupEntity(linkGroupResource, linkGroups);

/**
 * Links of the employees' app (spec 001 §2 /menu/link): the payload checked and stored clean for its
 * target (target-payload.ts); the roles that see it come with it (`roles`).
 */
export const linkEntity: EntityDefinition = {
  api: linkResource,
  table: links,
  searchColumns: ['name', 'description'],
  smallList: true,
  sortColumns: ['id', 'name', 'position', 'createTime'],
  defaultSort: { column: 'position', descending: false },
  filters: ['linkGroupId'],
  relations: [{ field: 'linkGroup', foreignKey: 'linkGroupId', target: () => linkGroupEntity }],
  collections: [{ field: 'roles', foreignKey: 'linkId', target: () => linkRoleEntity }],
  hooks: {
    async beforeWrite(ctx, values) {
      values.targetPayload = await cleanTargetPayload(
        ctx.db,
        String(values.targetComponent),
        String(values.targetPayload),
        ctx.session.files,
      );
    },
  },
};

/** The roles that see a link (spec 001 §7 createLinkRole / deleteLinkRole); a role once per link. */
export const linkRoleEntity: EntityDefinition = {
  api: linkRoleResource,
  table: linkRoles,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['linkId', 'roleId'],
  hasActive: false,
  relations: [{ field: 'role', foreignKey: 'roleId', target: () => roleEntity }],
  uniqueWithin: [{ field: 'roleId', within: 'linkId' }],
};

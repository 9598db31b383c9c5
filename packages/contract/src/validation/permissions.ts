import { z } from 'zod';
import { id } from './reference.ts';

/** The permission matrix's inputs (docs/permissions.md); the names of areas' actions: ../permissions.ts. */
const permissionInput = z.object({
  area: z.string().trim().min(1).max(60),
  action: z.string().trim().min(1).max(40),
});

/** The role whose matrix is read. */
export const rolePermissionsInput = z.object({ roleId: id });

/** A role's whole matrix, replaced at once. */
export const setRolePermissionsInput = z.object({
  roleId: id,
  permissions: z.array(permissionInput).max(2000),
});

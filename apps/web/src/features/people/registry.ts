import type { Registry } from '../area.tsx';
import { groupDefinition } from './groups.ts';
import { roleDefinition } from './roles.ts';
import { taskDefinition } from './tasks.ts';
import { userManagerDefinition } from './userManagers.ts';
import { userSubstituteDefinition } from './userSubstitutes.ts';
import { userDefinition } from './users.ts';
import { workDefinition } from './works.ts';

/**
 * The people registry (spec 001): one entry per list screen, served by the generic list page; a user's
 * substitutes are listed on their managers' page (UserManagersPage).
 */
export const peopleRegistry = {
  users: userDefinition,
  userManagers: userManagerDefinition,
  userSubstitutes: userSubstituteDefinition,
  roles: roleDefinition,
  groups: groupDefinition,
  works: workDefinition,
  tasks: taskDefinition,
} satisfies Registry;

import type { EntityDefinition } from '../../crud/types.ts';
import { groupDefinition } from './groups.ts';
import type { PeopleEntity } from './paths.ts';
import { roleDefinition } from './roles.ts';
import { taskDefinition } from './tasks.ts';
import { userManagerDefinition } from './userManagers.ts';
import { userDefinition } from './users.ts';
import { workDefinition } from './works.ts';

/** The people registry (spec 001): one entry per list screen, served by the generic list page. */
export const peopleDefinitions: Record<PeopleEntity, EntityDefinition> = {
  users: userDefinition,
  userManagers: userManagerDefinition,
  roles: roleDefinition,
  groups: groupDefinition,
  works: workDefinition,
  tasks: taskDefinition,
};

import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { departmentEntity, roleEntity } from './organization.entities.ts';
import { userEntity } from './user.entity.ts';
import { userManagerEntity } from './user-manager.entity.ts';
import { groupEntity, userGroupEntity } from './group.entities.ts';
import { workEntity, workSendHistoryEntity } from './work.entities.ts';
import { taskEntity } from './task.entity.ts';
import { notificationEntity } from './notification.entity.ts';

/** Every people entity served by the generic CRUD (docs/people.md), in registration order. */
export const peopleEntities: readonly EntityDefinition[] = [
  departmentEntity,
  roleEntity,
  userEntity,
  userManagerEntity,
  groupEntity,
  userGroupEntity,
  workEntity,
  workSendHistoryEntity,
  taskEntity,
  notificationEntity,
];

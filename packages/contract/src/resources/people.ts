import {
  groupCreateInput,
  groupUpdateInput,
  roleCreateInput,
  roleUpdateInput,
  userCreateInput,
  userGroupInput,
  userManagerCreateInput,
  userManagerUpdateInput,
  userUpdateInput,
  workCreateInput,
  workSendHistoryInput,
  workUpdateInput,
} from '../validation/people.ts';
import { crudResource, defineResource } from './resource.ts';
import { lookupResource } from './reference.ts';

/** Spec 001 §7 Users and roles, Groups, Works and tasks. */
export const departmentResource = lookupResource('Department', 'departments');
export const roleResource = defineResource({
  typeName: 'Role',
  list: 'roles',
  pagerArg: 'rolePagerModel',
  single: 'role',
  create: { name: 'createRole', input: roleCreateInput },
  update: { name: 'updateRole', input: roleUpdateInput },
});
export const userResource = crudResource('User', 'users', userCreateInput, userUpdateInput, {
  pagerArg: 'userPagerModel',
});
export const userManagerResource = crudResource(
  'UserManager',
  'userManagers',
  userManagerCreateInput,
  userManagerUpdateInput,
);
export const groupResource = crudResource('Group', 'groups', groupCreateInput, groupUpdateInput, {
  pagerArg: 'groupPagerModel',
});
export const userGroupResource = defineResource({
  typeName: 'UserGroup',
  list: 'userGroups',
  pagerArg: 'userGroupPagerModel',
  create: { name: 'createUserGroup', input: userGroupInput },
  remove: 'deleteUserGroup',
});
export const workResource = crudResource('Work', 'works', workCreateInput, workUpdateInput, {
  pagerArg: 'workPagerModel',
});
export const workSendHistoryResource = defineResource({
  typeName: 'WorkSendHistory',
  create: { name: 'createWorkSendHistory', input: workSendHistoryInput },
  remove: 'deleteWorkSendHistory',
});
export const taskResource = defineResource({
  typeName: 'Task',
  list: 'tasks',
  pagerArg: 'taskPagerInputModel',
  pagerType: 'TaskPagerInputModel',
});
export const notificationResource = defineResource({
  typeName: 'Notification',
  list: 'notifications',
  pagerArg: 'notificationPagerModel',
});

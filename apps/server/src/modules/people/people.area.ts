import { changePasswordInput, changeRoleInput, roleLogoInput, userResource } from '@pano/contract';
import { defineMutation } from '../../graphql/operations.ts';
import { defineArea } from '../area.ts';
import { departmentEntity, roleEntity } from './organization.entities.ts';
import { userEntity } from './user.entity.ts';
import { userManagerEntity } from './user-manager.entity.ts';
import { groupEntity, userGroupEntity } from './group.entities.ts';
import { workEntity, workSendHistoryEntity } from './work.entities.ts';
import { taskEntity } from './task.entity.ts';
import { notificationEntity } from './notification.entity.ts';
import { changeUserRole } from './change-user-role.ts';
import { changePassword } from './change-password.ts';
import { uploadRoleLogo } from './upload-role-logo.ts';
import { deleteUser } from './delete-user.ts';
import { defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import {
  markAllNotificationsViewed,
  markNotificationViewed,
  myNotificationPager,
  myNotifications,
  notificationViewedInput,
  type MyNotification,
} from './my-notifications.ts';
import { myTaskPager, myTasks, type MyTask } from './my-tasks.ts';

/** People (spec 001 §7 Users and roles, Groups, Works and tasks; docs/people.md). */
export const peopleArea = defineArea({
  name: 'people',
  entities: [
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
  ],
  main(kit) {
    defineMutation(kit, { name: userResource.remove ?? 'deleteUser', id: true, run: deleteUser });
    defineMutation(kit, {
      name: 'changeUserRole',
      input: { schema: changeRoleInput, typeName: 'ChangeUserRoleInput' },
      run: changeUserRole,
    });
    defineMutation(kit, {
      name: 'changePassword',
      // one's own password: every panel user
      permission: 'signedIn',
      input: { schema: changePasswordInput, typeName: 'ChangePasswordInput' },
      run: changePassword,
    });
    for (const [name, column] of [
      ['uploadRoleLogo', 'logo'],
      ['uploadRoleTransparentLogo', 'transparentLogo'],
    ] as const) {
      defineMutation(kit, {
        name,
        input: { arg: 'role', schema: roleLogoInput, typeName: 'RoleLogoInput' },
        run: (op, input) => uploadRoleLogo(op, column, input),
      });
    }
  },
  portal(kit) {
    const notification = plainObject<MyNotification>(kit, 'MyNotification', {
      id: 'Int',
      body: 'String',
      link: 'String?',
      isViewed: 'Boolean',
      viewedDate: 'String?',
      createTime: 'String',
      sourceKind: 'String?',
      sourceId: 'Int?',
    });
    defineQuery(kit, {
      name: 'myNotifications',
      type: kit.list('MyNotification', notification),
      input: {
        arg: 'pagerModel',
        schema: myNotificationPager,
        typeName: 'MyNotificationPagerModel',
        optional: true,
      },
      run: myNotifications,
    });
    defineMutation(kit, {
      name: 'markNotificationViewed',
      input: { schema: notificationViewedInput, typeName: 'NotificationViewedInput' },
      run: markNotificationViewed,
    });
    defineMutation(kit, { name: 'markAllNotificationsViewed', run: markAllNotificationsViewed });
    const task = plainObject<MyTask>(kit, 'MyTask', {
      id: 'Int',
      title: 'String',
      description: 'String?',
      createTime: 'String',
      statusId: 'Int',
      statusName: 'String',
    });
    defineQuery(kit, {
      name: 'myTasks',
      type: kit.list('MyTask', task),
      input: { arg: 'pagerModel', schema: myTaskPager, typeName: 'MyTaskPagerModel', optional: true },
      run: myTasks,
    });
  },
});

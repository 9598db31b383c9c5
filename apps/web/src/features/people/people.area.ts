import { defineArea, list, page } from '../area.tsx';

/** People (spec 001; works and tasks as README's route table names them). */
export const peopleArea = defineArea({
  name: 'people',
  screens: {
    users: list('/ayarlar/kullanici/kullanicilar', 'users'),
    userManagers: page(
      '/ayarlar/kullanici/kullanicilar/:userId',
      () => import('./UserManagersPage.tsx'),
      'UserManagersPage',
    ),
    organizations: list('/ayarlar/kullanici/organizasyonlar', 'roles'),
    roleLogo: page(
      '/ayarlar/kullanici/organizasyonlar/:roleId',
      () => import('./RoleLogoPage.tsx'),
      'RoleLogoPage',
    ),
    rolePermissions: page(
      '/ayarlar/kullanici/organizasyonlar/:roleId/yetkiler',
      () => import('./RolePermissionsPage.tsx'),
      'RolePermissionsPage',
    ),
    groups: list('/ayarlar/gruplar', 'groups'),
    workList: list('/is/isler', 'works'),
    taskList: list('/gorev/gorevler', 'tasks'),
    changePassword: page(
      '/hesabim/sifre-degistir',
      () => import('./PasswordChangePage.tsx'),
      'PasswordChangePage',
    ),
  },
  registry: () => import('./registry.ts').then((module) => module.peopleRegistry),
});

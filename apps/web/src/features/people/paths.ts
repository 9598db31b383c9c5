/** Routes of the people area (spec 001 §2; works and tasks as docs/README's route table names them). */
export const peoplePaths = {
  users: '/ayarlar/kullanici/kullanicilar',
  userManagers: '/ayarlar/kullanici/kullanicilar/:userId',
  roles: '/ayarlar/kullanici/organizasyonlar',
  roleLogo: '/ayarlar/kullanici/organizasyonlar/:roleId',
  groups: '/ayarlar/gruplar',
  works: '/is/isler',
  tasks: '/gorev/gorevler',
  changePassword: '/hesabim/sifre-degistir',
} as const;

/** The people screens served by the generic list page. */
export type PeopleEntity = 'users' | 'userManagers' | 'roles' | 'groups' | 'works' | 'tasks';

import type { Permission } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { currentUser, logout, logoutEverywhere, type CurrentUser } from './current-user.ts';
import { registerSignInRoutes } from './sign-in.routes.ts';

/**
 * Sessions: the sign-in service (tenant look-up, panel and portal sign-in, a first password from an
 * invitation), the shell's `currentUser`, the portal's `me`, `logout` on both sides and the portal's
 * `logoutEverywhere`.
 */
export const sessionArea = defineArea({
  name: 'session',
  // the signed-in user's own session: no permission beyond signing in
  permissionArea: false,
  routes: registerSignInRoutes,
  main(kit) {
    const permission = plainObject<Permission>(kit, 'RolePermission', { area: 'String', action: 'String' });
    const user = plainObject<CurrentUser>(kit, 'CurrentUser', {
      id: 'Int',
      name: 'String',
      surname: 'String',
      email: 'String?',
      permissions: { list: permission as never },
    });
    defineQuery(kit, {
      name: 'currentUser',
      type: kit.single('CurrentUser', user),
      permission: 'signedIn',
      run: currentUser,
    });
    defineMutation(kit, { name: 'logout', permission: 'signedIn', run: logout });
  },
  portal(kit) {
    const me = plainObject<Omit<CurrentUser, 'email' | 'permissions'>>(kit, 'PortalUser', {
      id: 'Int',
      name: 'String',
      surname: 'String',
    });
    defineQuery(kit, { name: 'me', type: kit.single('PortalUser', me), run: currentUser });
    defineMutation(kit, { name: 'logout', run: logout });
    defineMutation(kit, { name: 'logoutEverywhere', run: logoutEverywhere });
  },
});

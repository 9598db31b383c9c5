import { changePasswordInput, changeRoleInput, roleLogoInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { registerEntity, contractInput } from '../../crud/register-entity.ts';
import { peopleEntities } from './people.entities.ts';
import { changeUserRole } from './change-user-role.ts';
import { changePassword } from './change-password.ts';
import { uploadRoleLogo, type LogoColumn } from './upload-role-logo.ts';

/** The people area (spec 001 §7 Users and roles, Groups, Works and tasks): generic entities and use cases. */
export function registerPeople(kit: Kit): void {
  const { builder } = kit;
  for (const entity of peopleEntities) registerEntity(kit, entity);

  const roleInput = contractInput(kit, 'ChangeUserRoleInput', changeRoleInput);
  builder.mutationField('changeUserRole', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: roleInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => changeUserRole(s.db, args.inputModel)),
    }),
  );

  const passwordInput = contractInput(kit, 'ChangePasswordInput', changePasswordInput);
  builder.mutationField('changePassword', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: passwordInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => changePassword(s, ctx.services, args.inputModel)),
    }),
  );

  const logoInput = contractInput(kit, 'RoleLogoInput', roleLogoInput);
  const logoMutations: [string, LogoColumn][] = [
    ['uploadRoleLogo', 'logo'],
    ['uploadRoleTransparentLogo', 'transparentLogo'],
  ];
  for (const [name, column] of logoMutations) {
    builder.mutationField(name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { role: t.arg({ type: logoInput, required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => uploadRoleLogo(s, column, args.role)),
      }),
    );
  }
}

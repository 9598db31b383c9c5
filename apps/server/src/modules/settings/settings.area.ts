import {
  allTokensPassiveInput,
  configGroupPagerInput,
  configInput,
  configPagerInput,
  disclaimerAcceptInput,
  logoInput,
  themeColorInput,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { exportFileResult } from '../../graphql/export-file.ts';
import { defineArea } from '../area.ts';
import { syncConfigCatalog } from './config-catalog.ts';
import { CONFIG_ROWS, configTypes } from './config.types.ts';
import { listConfigGroups, listConfigs } from './config-read.ts';
import { deleteConfig, setConfig } from './config-write.ts';
import { setThemeColor, uploadCompanyLogo } from './branding.ts';
import { disclaimerEntity, disclaimerUserEntity } from './disclaimer.entities.ts';
import { exportDisclaimerUsers } from './disclaimer-export.ts';
import { otherSessions, setAllTokensPassive } from './all-tokens-passive.ts';
import {
  acceptDisclaimer,
  myActiveDisclaimer,
  type AcceptedDisclaimer,
  type MyDisclaimer,
} from './active-disclaimer.ts';

/**
 * Settings (spec 000 §2 Settings): configuration (its catalog kept in every tenant), the company's logos and
 * theme colours (uploads go to /graphql/upload, read back with GetSubscription), disclaimers with their
 * acceptors and 'send active contract for approval'; employees read and accept the active one on the portal.
 */
export const settingsArea = defineArea({
  name: 'settings',
  entities: [disclaimerUserEntity, disclaimerEntity],
  onTenantOpen: syncConfigCatalog,
  main(kit) {
    const { config, group } = configTypes(kit);
    defineQuery(kit, {
      name: 'configGroups',
      type: kit.list('ConfigGroup', group),
      maxRows: CONFIG_ROWS.groups,
      input: {
        arg: 'pagerModel',
        schema: configGroupPagerInput,
        typeName: 'ConfigGroupPagerModel',
        optional: true,
      },
      run: listConfigGroups,
    });
    defineQuery(kit, {
      name: 'configs',
      type: kit.list('Config', config),
      maxRows: CONFIG_ROWS.settings,
      input: { arg: 'pagerModel', schema: configPagerInput, typeName: 'ConfigPagerModel', optional: true },
      run: listConfigs,
    });
    defineMutation(kit, {
      name: 'setConfig',
      input: { arg: 'config', schema: configInput, typeName: 'ConfigInput' },
      run: setConfig,
    });
    defineMutation(kit, { name: 'deleteConfig', id: true, run: deleteConfig });
    for (const [name, logo] of [
      ['uploadLogo', 'logo'],
      ['uploadTransparentLogo', 'transparentLogo'],
    ] as const) {
      defineMutation(kit, {
        name,
        input: { schema: logoInput, typeName: 'LogoInput' },
        run: (op, input) => uploadCompanyLogo(op, logo, input),
      });
    }
    defineMutation(kit, {
      name: 'setThemeColor',
      input: { schema: themeColorInput, typeName: 'ThemeColorInput' },
      run: setThemeColor,
    });
    defineQuery(kit, {
      name: 'exportDisclaimerUsers',
      type: exportFileResult(kit),
      input: { arg: 'pagerModel', schema: disclaimerAcceptInput, typeName: 'DisclaimerUserExportModel' },
      run: exportDisclaimerUsers,
    });
    defineQuery(kit, {
      name: 'otherSessions',
      type: kit.single('SessionCount', plainObject<{ count: number }>(kit, 'SessionCount', { count: 'Int' })),
      run: otherSessions,
    });
    defineMutation(kit, {
      name: 'setAllTokensPassive',
      permission: 'sendForApproval',
      input: { schema: allTokensPassiveInput, typeName: 'AllTokensPassiveInput', optional: true },
      run: setAllTokensPassive,
    });
  },
  portal(kit) {
    const accepted = plainObject<AcceptedDisclaimer>(kit, 'AcceptedDisclaimer', {
      id: 'Int',
      version: 'String',
      value: 'String',
      acceptTime: 'String',
    });
    const disclaimer = plainObject<MyDisclaimer>(kit, 'ActiveDisclaimer', {
      id: 'Int',
      name: 'String',
      value: 'String',
      version: 'String',
      isAccepted: 'Boolean',
      acceptTime: 'String?',
      lastAccepted: { object: accepted as never, nullable: true },
    });
    defineQuery(kit, {
      name: 'activeDisclaimer',
      type: kit.single('ActiveDisclaimer', disclaimer),
      run: myActiveDisclaimer,
    });
    defineMutation(kit, {
      name: 'acceptDisclaimer',
      input: { schema: disclaimerAcceptInput, typeName: 'DisclaimerAcceptInput' },
      run: acceptDisclaimer,
    });
  },
});

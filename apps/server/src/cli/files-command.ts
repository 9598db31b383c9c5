import type { Config } from '../kernel/config.ts';
import type { Services } from '../request/services.ts';
import { fileStoreOfKind } from '../files/choose-file-store.ts';
import { copyTenantFiles } from '../files/move-files.ts';

interface Options {
  to?: string;
  tag?: string;
}

/**
 * `files --to postgres|local [--tag t]`: copies every tenant's files (or one tenant's) from the other store
 * into that one under the same names, before FILE_STORE is switched (docs/deploy.md, Files).
 */
export async function copyFilesCommand(
  services: Services,
  config: Config,
  options: Options,
): Promise<number> {
  const to = options.to;
  if (to !== 'postgres' && to !== 'local') {
    console.error('Give --to postgres or --to local: the store the files go to.');
    return 2;
  }
  const from = to === 'postgres' ? 'local' : 'postgres';
  const databases = { control: services.control, tenants: services.tenants };
  const [source, target] = [fileStoreOfKind(from, config, databases), fileStoreOfKind(to, config, databases)];
  const tenants = (await services.control.list()).filter((t) => !options.tag || t.tag === options.tag);
  if (options.tag && !tenants.length) {
    console.error(`No tenant "${options.tag}".`);
    return 2;
  }
  for (const { tag } of tenants) {
    const { copied, alreadyThere } = await copyTenantFiles(source, target, tag);
    console.log(`${tag}: ${copied} copied from ${from} to ${to}, ${alreadyThere} already there`);
  }
  console.log(
    `Done. Start the server with FILE_STORE=${to}; the ${from} store keeps its copies until you remove them.`,
  );
  return 0;
}

import fs from 'node:fs';
import type { Services } from '../request/services.ts';
import { backupTenant, restoreTenant } from '../tenancy/backup.ts';

interface Options {
  tag?: string;
  out?: string;
  from?: string;
  replace?: boolean;
}

/** `backup --tag t --out f` writes the tenant's logical backup; `restore --tag t --from f --replace` loads one. */
export async function backupOrRestore(
  services: Services,
  command: 'backup' | 'restore',
  options: Options,
): Promise<number> {
  const { tag } = options;
  if (!tag || !(await services.control.findByTag(tag))) {
    console.error(
      tag ? `No tenant "${tag}". Create it first with: npm run tenant -- create …` : 'Missing --tag.',
    );
    return 2;
  }
  if (command === 'backup') {
    if (!options.out) {
      console.error('Missing --out <file>.');
      return 2;
    }
    const file = await services.tenants.withTenant(tag, (db) => backupTenant(db, tag));
    fs.writeFileSync(options.out, file, { mode: 0o600 });
    console.log(`Backup of "${tag}" written to ${options.out} (${(file.length / 1024).toFixed(0)} KB).`);
    return 0;
  }
  if (!options.from || !options.replace) {
    console.error("Restore replaces all of the tenant's data: give --from <file> and --replace.");
    return 2;
  }
  const counts = await services.tenants.withTenant(tag, async (db) =>
    restoreTenant(db, fs.readFileSync(options.from ?? '')),
  );
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored "${tag}" from ${options.from}: ${rows} rows in ${Object.keys(counts).length} tables.`,
  );
  return 0;
}

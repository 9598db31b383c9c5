import { parseArgs } from 'node:util';
import { loadConfig } from '../kernel/config.ts';
import { closeServices, createServices } from '../app/create-server.ts';
import { acquireDataLock, DataDirBusyError } from '../tenancy/data-lock.ts';
import { provisionTenant } from '../seed/provision-tenant.ts';
import { isEmbedded } from '../tenancy/database.ts';
import { printOutbox } from './print-outbox.ts';
import { backupOrRestore } from './backup-command.ts';
import { copyFilesCommand } from './files-command.ts';
import { adminCommand } from './admin-command.ts';

const USAGE = `Usage:
  npm run tenant -- create --tag <tag> --company <name> --admin-email <email> --admin-password <password> [--database-url postgres://…]
  npm run tenant -- list
  npm run tenant -- suspend --tag <tag>   (its sign-ins and sessions are refused until resume)
  npm run tenant -- resume --tag <tag>
  npm run tenant -- migrate
  npm run tenant -- outbox --tag <tag> [--mark-sent]
  npm run tenant -- admin --tag <tag> --email <email>   (a panel user with every permission; an invitation link without a password)
  npm run tenant -- backup --tag <tag> --out <file>
  npm run tenant -- restore --tag <tag> --from <file> --replace   (replaces all of the tenant's data)
  npm run tenant -- files --to postgres|local [--tag <tag>]   (copies the files from the other store, before FILE_STORE is switched)`;

/** Tenant administration: create, list, suspend, resume, migrate, outbox, admin, backup, restore, files (`npm run tenant -- …`). */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tag: { type: 'string' },
      company: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      'database-url': { type: 'string' },
      'mark-sent': { type: 'boolean' },
      out: { type: 'string' },
      from: { type: 'string' },
      replace: { type: 'boolean' },
      to: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const command = positionals[0];
  const COMMANDS = [
    'create',
    'list',
    'suspend',
    'resume',
    'migrate',
    'outbox',
    'admin',
    'backup',
    'restore',
    'files',
  ];
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = { ...loadConfig(), seedDemo: false };
  const embedded = !config.databaseUrl || isEmbedded(config.databaseUrl);
  const release = embedded ? acquireDataLock(config.dataDir) : () => undefined;
  const services = await createServices(config);
  try {
    if (command === 'create') {
      const { tag, company } = values;
      const adminEmail = values['admin-email'];
      const adminPassword = values['admin-password'];
      if (!tag || !company || !adminEmail || !adminPassword) {
        console.error(USAGE);
        return 2;
      }
      if (adminPassword.length < 8) {
        console.error('The admin password must be at least 8 characters.');
        return 2;
      }
      const databaseUrl = values['database-url'];
      await provisionTenant(services, { tag, companyName: company, adminEmail, adminPassword, databaseUrl });
      console.log(`Tenant "${tag}" created. Sign in with tag "${tag}" and ${adminEmail}.`);
    } else if (command === 'list') {
      for (const s of await services.control.list()) {
        const where = isEmbedded(s.databaseUrl) ? 'embedded' : 'postgres';
        console.log(`${s.tag}\t${s.companyName}\t${where}\t${s.isActive ? 'active' : 'passive'}`);
      }
    } else if (command === 'suspend' || command === 'resume') {
      const changed = values.tag && (await services.control.setActive(values.tag, command === 'resume'));
      if (!changed) {
        console.error(values.tag ? `No tenant "${values.tag}".` : USAGE);
        return 2;
      }
      console.log(`Tenant "${changed.tag}" is ${changed.isActive ? 'active' : 'suspended'}.`);
    } else if (command === 'outbox') {
      if (!values.tag || !(await services.control.findByTag(values.tag))) {
        console.error(values.tag ? `No tenant "${values.tag}".` : USAGE);
        return 2;
      }
      for (const line of await printOutbox(services, values.tag, values['mark-sent'] === true))
        console.log(line);
    } else if (command === 'admin') {
      const { code, lines } = await adminCommand(services, values);
      for (const line of lines) (code ? console.error : console.log)(line);
      return code;
    } else if (command === 'backup' || command === 'restore') {
      return await backupOrRestore(services, command, values);
    } else if (command === 'files') {
      return await copyFilesCommand(services, config, values);
    } else {
      for (const s of await services.control.list()) {
        await services.tenants.withTenant(s.tag, async () => undefined);
        await services.tenants.close(s.tag);
        console.log(`${s.tag}: migrated`);
      }
    }
    return 0;
  } finally {
    await closeServices(services);
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirBusyError) console.error(error.message);
    // a failed statement's own words are in its cause (Drizzle's message names only the statement)
    else if (error instanceof Error)
      console.error(
        [error.message, ...(error.cause instanceof Error ? [error.cause.message] : [])].join('\n'),
      );
    else console.error(error);
    process.exit(1);
  },
);

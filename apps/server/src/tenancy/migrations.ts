import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../db/migrations');
export const TENANT_MIGRATIONS = path.join(root, 'tenant');
export const CONTROL_MIGRATIONS = path.join(root, 'control');

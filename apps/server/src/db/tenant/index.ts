import * as tables from './schema.ts';

export const tenantSchema = tables;
export type TenantSchema = typeof tenantSchema;

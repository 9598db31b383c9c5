import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { forms, formVersions } from '../../db/tenant/forms.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { liveStructure, type StructureCategory } from './form-structure.ts';

export interface FormSchema {
  id: number;
  name: string;
  version: number;
  categories: StructureCategory[];
}

/**
 * The form-schema service (spec 000 §7): the tenant's active forms that the builder has saved, each with its
 * current version's active categories, live items and options. The tenant is the caller's (the tag the
 * session was opened for), so a tenant never sees another's forms.
 */
export async function formSchemas({ db }: OperationContext): Promise<Envelope<FormSchema[]>> {
  const rows = await db
    .selectDistinctOn([forms.id], {
      id: forms.id,
      name: forms.name,
      version: forms.version,
      structure: formVersions.structure,
    })
    .from(forms)
    .innerJoin(formVersions, eq(formVersions.formId, forms.id))
    .where(and(eq(forms.isActive, true), gt(forms.version, 0)))
    .orderBy(asc(forms.id), desc(formVersions.version));
  const schemas = rows
    .map(({ structure, ...form }) => ({
      ...form,
      categories: liveStructure(structure as StructureCategory[]),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.id - b.id);
  return ok(schemas, schemas.length);
}

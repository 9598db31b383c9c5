import { compile } from '../core/compile.ts';
import type { EntityDefinition } from '../core/definition.ts';
import type { EntityForm, MutationMode } from '../core/fieldTypes.ts';
import { initialValues, type FormStart } from '../core/initialValues.ts';
import type { Row } from '../core/row.ts';
import { useContractForm } from './useContractForm.ts';

/** The generic dialog's form: validated on every change with the contract's create or update schema. */
export function useEntityForm(
  definition: EntityDefinition,
  mode: MutationMode,
  row?: Row,
  start: FormStart = {},
): EntityForm {
  const { form, schemas } = compile(definition);
  return useContractForm(schemas[mode], initialValues(definition, form?.fields ?? [], mode, row, start));
}

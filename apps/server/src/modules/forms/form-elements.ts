import { FORM_ELEMENTS, translate } from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

export interface FormElementView {
  id: number;
  code: string;
  name: string;
}

/** The builder's element types (spec 001 §7 'Form elements'): a fixed catalogue named in the caller's language. */
export async function formElements({ lang }: OperationContext): Promise<Envelope<FormElementView[]>> {
  const rows = FORM_ELEMENTS.map(({ id, code }) => ({
    id,
    code,
    name: translate(lang, `formElement.${code}`),
  }));
  return ok(rows, rows.length);
}

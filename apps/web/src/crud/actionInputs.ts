import type { FormActionDefinition } from './actionTypes.ts';
import { fieldType } from './documents.ts';

/** The declared input of a form action: its fields and hidden inputs. */
export function actionInputs(action: FormActionDefinition) {
  return [
    ...action.fields.map((field) => ({ name: field.name, type: fieldType(field) })),
    ...(action.hiddenInputs ?? []),
  ];
}

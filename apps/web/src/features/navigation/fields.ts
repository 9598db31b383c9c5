import type { FieldDefinition } from '../../crud/core/fieldTypes.ts';
import type { TargetKind } from './targetPayload.ts';
import { TargetPayloadInput } from './TargetPayloadInput.tsx';
import { targetInput } from './TargetInput.tsx';

/** The target and its payload (docs/navigation.md), for menus (three targets) and links (two). */
export function targetFields(allowed: readonly TargetKind[]): FieldDefinition[] {
  return [
    { name: 'targetComponent', kind: 'text', input: targetInput(allowed) },
    { name: 'targetPayload', kind: 'text', labelKey: 'navigation.payload', input: TargetPayloadInput },
  ];
}

/** The optional publish window. */
export const windowFields: FieldDefinition[] = [
  { name: 'startDate', kind: 'date', optional: true },
  { name: 'endDate', kind: 'date', optional: true },
];

/** The dialogs' line about the audience (docs/navigation.md). */
export const NO_ROLE_NOTE = 'navigation.noRoleNobody';

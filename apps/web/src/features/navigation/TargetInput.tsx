import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { KeySelectInput } from '../../crud/views/fields/KeySelectInput.tsx';
import { payloadForNewTarget, type TargetKind } from './targetPayload.ts';
import { useNavigationModules } from './useNavigationModules.ts';

/**
 * The target select (spec 001 §9): the `modules` lookup's names, the value its targetComponent; a new
 * target empties the payload (an address is no page). `allowed` narrows it (links: page or address).
 */
export function targetInput(allowed: readonly TargetKind[]) {
  return function TargetInput(props: FieldInputProps) {
    const options = useNavigationModules()
      .filter((module) => (allowed as readonly string[]).includes(module.targetComponent))
      .map((module) => ({ key: module.targetComponent, name: module.name }));
    return (
      <KeySelectInput
        {...props}
        options={options}
        resets={{ field: 'targetPayload', value: payloadForNewTarget() }}
      />
    );
  };
}

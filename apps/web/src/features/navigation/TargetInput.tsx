import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { payloadForNewTarget, type TargetKind } from './targetPayload.ts';
import { useNavigationModules } from './useNavigationModules.ts';

/**
 * The target select (spec 001 §9): the `modules` lookup's names, the value its targetComponent; a new
 * target empties the payload (an address is no page). `allowed` narrows it (links: page or address).
 */
export function targetInput(allowed: readonly TargetKind[]) {
  return function TargetInput({ view, form, disabled }: FieldInputProps) {
    const modules = useNavigationModules().filter((module) =>
      (allowed as readonly string[]).includes(module.targetComponent),
    );
    const message = fieldError(form, view.field.name);
    return (
      <Controller
        name={view.field.name}
        control={form.control}
        render={({ field: control }) => {
          const value = typeof control.value === 'string' ? control.value : '';
          const known = modules.some((module) => module.targetComponent === value);
          return (
            <TextField
              select
              fullWidth
              margin="dense"
              required
              label={view.label}
              value={known ? value : ''}
              disabled={disabled}
              error={Boolean(message)}
              helperText={message}
              inputRef={control.ref}
              onBlur={control.onBlur}
              onChange={(event) => {
                control.onChange(event.target.value);
                form.setValue('targetPayload', payloadForNewTarget(), { shouldValidate: false });
              }}
            >
              {modules.map((module) => (
                <MenuItem key={module.targetComponent} value={module.targetComponent}>
                  {module.name}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    );
  };
}

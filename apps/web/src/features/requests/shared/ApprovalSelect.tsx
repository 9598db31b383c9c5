import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField.tsx';
import type { EntityForm } from '../../../crud/core/fieldTypes.ts';
import { fieldError } from '../../../crud/views/fields/fieldError.ts';
import type { WaitingApproval } from './requestTypes.ts';

export interface ApprovalSelectProps {
  form: EntityForm;
  label: string;
  approvals: readonly WaitingApproval[];
  /** The choice of none (deciding in one's own name): the field is then optional. */
  emptyLabel?: string;
}

/** One of the approvals a request waits on, by its approver ('Ayşe Kaya (Can Demir adına)'); held as `approvalId`. */
export function ApprovalSelect({ form, label, approvals, emptyLabel }: ApprovalSelectProps) {
  const { t } = useTranslation();
  const options = approvals.map((approval) => ({
    id: approval.id,
    label: approval.forUser
      ? t('requests.forPerson', { name: approval.user.fullName, person: approval.forUser.fullName })
      : approval.user.fullName,
  }));
  return (
    <Controller
      name="approvalId"
      control={form.control}
      render={({ field }) => (
        <SelectField
          label={label}
          value={typeof field.value === 'number' ? field.value : null}
          options={options}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={!emptyLabel}
          {...(emptyLabel ? { emptyLabel } : {})}
          error={fieldError(form, 'approvalId')}
        />
      )}
    />
  );
}

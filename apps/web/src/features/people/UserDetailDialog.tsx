import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { ActionFormDialog } from '../../crud/views/ActionFormDialog.tsx';
import { valueAt } from '../../crud/core/format.ts';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { changeRoleAction } from './userActions.ts';
import { useUserDetail } from './useUserDetail.ts';
import { formatDate } from '../../crud/core/format.ts';
import { LeaveEntitlementSection } from './LeaveEntitlementSection.tsx';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * User detail (spec 001 §2): id, gsm, name, national id, surname, company id, department, role, email; the
 * hire date and the leave entitlement with its ledger (issue 29 §3). The day off is the entitlement's 'Bu
 * yılın hakkı', one figure with its explanation, not a second figure up here (issue 48, 19).
 */
export function UserDetailDialog({ row, name, onClose, onChanged }: RowActionProps) {
  const { t } = useTranslation();
  const { user, loading } = useUserDetail(row.id);
  const [changingRole, setChangingRole] = useState(false);
  const field = (key: string) => t(`contract:fields.${key}`);
  const at = (path: string) => text(user ? valueAt(user, path) : undefined);
  return (
    <InfoDialog title={t('people.detailOf', { name })} onClose={onClose}>
      {loading && !user && <LinearProgress aria-label={t('common.loading')} />}
      {user && (
        <DetailList
          items={[
            { label: field('id'), value: at('id') },
            { label: field('gsm'), value: at('gsm') },
            { label: field('name'), value: at('name') },
            { label: field('nationalityIdentityNumber'), value: at('nationalityIdentityNumber') },
            { label: field('surname'), value: at('surname') },
            { label: field('companyIdentityNumber'), value: at('companyIdentityNumber') },
            { label: field('departmentId'), value: at('department.name') },
            {
              label: field('roleId'),
              value: (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{at('role.name')}</span>
                  <Button size="small" onClick={() => setChangingRole(true)}>
                    {t('people.changeRole')}
                  </Button>
                </Stack>
              ),
            },
            { label: field('email'), value: at('email') },
            { label: field('hireDate'), value: user.hireDate ? formatDate(user.hireDate) : '-' },
          ]}
        />
      )}
      {user && (
        <Box sx={{ mt: 2 }}>
          <LeaveEntitlementSection userId={row.id} name={name} />
        </Box>
      )}
      {changingRole && user && (
        <ActionFormDialog
          action={changeRoleAction}
          row={user}
          name={name}
          onClose={() => setChangingRole(false)}
          onChanged={onChanged}
        />
      )}
    </InfoDialog>
  );
}

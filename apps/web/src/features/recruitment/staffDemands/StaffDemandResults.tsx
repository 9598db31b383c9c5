import { useState } from 'react';
import { Link as RouterLink, generatePath } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import { useScreenPath } from '../../../components/screenPaths.ts';
import { ConfirmActionDialog } from '../../../crud/views/ConfirmActionDialog.tsx';
import { removeResultAction } from './staffDemands.ts';
import type { StaffDemandView } from './useStaffDemand.ts';

type Result = StaffDemandView['results'][number];

/**
 * The applicants considered for a demand (spec 002 §2): name, employment type, education status, reference
 * and the interview's detail — a link only when an interview was set for this demand. HR may take one off
 * while the demand is open.
 */
export function StaffDemandResults({
  demand,
  open,
  onChanged,
}: {
  demand: StaffDemandView;
  open: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const pathOf = useScreenPath();
  const [removing, setRemoving] = useState<Result | null>(null);
  const nameOf = (result: Result) =>
    `${result.applicant?.name ?? ''} ${result.applicant?.surname ?? ''}`.trim();
  return (
    <>
      <ScrollTable label={t('staffDemands.results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staffDemands.applicant')}</TableCell>
            <TableCell>{t('staffDemands.employmentType')}</TableCell>
            <TableCell>{t('staffDemands.educationStatus')}</TableCell>
            <TableCell>{t('staffDemands.reference')}</TableCell>
            <TableCell>{t('staffDemands.interview')}</TableCell>
            {open && <TableCell>{t('table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {demand.results.map((result) => (
            <TableRow key={result.id}>
              <TableCell>{nameOf(result)}</TableCell>
              <TableCell>{result.applicant?.employmentType?.name ?? ''}</TableCell>
              <TableCell>{result.applicant?.educationStatus?.name ?? ''}</TableCell>
              <TableCell>{result.applicant?.reference ?? ''}</TableCell>
              <TableCell>
                {result.isSetInterView && result.applicantInterViewId ? (
                  <Link
                    component={RouterLink}
                    to={generatePath(pathOf('applicantInterview'), {
                      applicantId: String(result.applicantId),
                      interviewId: String(result.applicantInterViewId),
                    })}
                  >
                    {t('staffDemands.interviewDetail', { name: nameOf(result) })}
                  </Link>
                ) : (
                  '-'
                )}
              </TableCell>
              {open && (
                <TableCell>
                  <IconButton
                    aria-label={t('staffDemands.removeOf', { name: nameOf(result) })}
                    onClick={() => setRemoving(result)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
          {!demand.results.length && (
            <TableRow>
              <TableCell colSpan={open ? 6 : 5}>{t('staffDemands.noResults')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      {removing && (
        <ConfirmActionDialog
          action={removeResultAction}
          row={{ id: removing.id }}
          name={nameOf(removing)}
          onClose={() => setRemoving(null)}
          onChanged={onChanged}
        />
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionKey, type PermissionAction } from '@pano/contract';
import { BackLink } from '../../components/BackLink.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { panelAreas } from '../../state/panelAreas.ts';
import { useCan } from '../../state/permissions.tsx';
import { allState, columnCells, hasCell, MATRIX_ACTIONS, rowCells, setCells } from './permissionMatrix.ts';
import { useRolePermissions } from './useRolePermissions.ts';

function RolePermissionsScreen({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const page = useRolePermissions(roleId);
  const can = useCan();
  const areas = panelAreas();
  // a role holding a permission the user lacks is only read: the server refuses any change to it
  // (docs/security.md, 3), so the matrix says why instead of failing on save
  const beyond = page.saved?.find((p) => !can(p.action as PermissionAction, p.area));
  const manages = can('managePermissions', 'people') && !beyond;
  const areaLabel = (area: string) => t(`permissions.areas.${area}`, { ns: 'contract' });
  const actionLabel = (action: string) => t(`permissions.actions.${action}`, { ns: 'contract' });
  // a cell the user does not hold can be cleared, not ticked (nobody grants more than they hold)
  const grantable = (cell: string) => {
    const [area = '', action = ''] = cell.split('.');
    return page.chosen.has(cell) || can(action as PermissionAction, area);
  };
  const editable = (cells: readonly string[]) => manages && page.loaded && cells.some(grantable);
  const toggleAll = (cells: readonly string[], on: boolean) =>
    page.setChosen(setCells(page.chosen, on ? cells.filter(grantable) : cells, on));
  const allBox = (cells: readonly string[], label: string) => (
    <Checkbox
      size="small"
      {...allState(page.chosen, cells)}
      disabled={!editable(cells)}
      onChange={(event) => toggleAll(cells, event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BackLink screen="organizations" />
        <Typography component="h2" variant="h6">
          {t('people.permissionsHeading', { name: page.role?.name ?? '' })}
        </Typography>
      </Stack>
      {beyond && (
        <Alert severity="info">
          {t('people.permissionsBeyond', {
            permission: `${areaLabel(beyond.area)} — ${actionLabel(beyond.action)}`,
          })}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={t('people.permissionsHeading', { name: page.role?.name ?? '' })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('people.permissionsArea')}</TableCell>
              <TableCell padding="checkbox">{t('people.permissionsAll')}</TableCell>
              {MATRIX_ACTIONS.map((action) => (
                <TableCell key={action} padding="checkbox" sx={{ minWidth: 96 }}>
                  {actionLabel(action)}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell>{t('people.permissionsAll')}</TableCell>
              <TableCell padding="checkbox" />
              {MATRIX_ACTIONS.map((action) => (
                <TableCell key={action} padding="checkbox">
                  {allBox(
                    columnCells(areas, action),
                    t('people.permissionsAllOf', { name: actionLabel(action) }),
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {areas.map((area) => (
              <TableRow key={area}>
                <TableCell component="th" scope="row">
                  {areaLabel(area)}
                </TableCell>
                <TableCell padding="checkbox">
                  {allBox(rowCells(area), t('people.permissionsAllOf', { name: areaLabel(area) }))}
                </TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  const cell = permissionKey({ area, action });
                  return (
                    <TableCell key={action} padding="checkbox">
                      {hasCell(area, action) && (
                        <Checkbox
                          size="small"
                          checked={page.chosen.has(cell)}
                          disabled={!editable([cell])}
                          onChange={(event) => toggleAll([cell], event.target.checked)}
                          slotProps={{
                            input: { 'aria-label': `${areaLabel(area)} — ${actionLabel(action)}` },
                          }}
                        />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {manages && (
        <Box>
          <BusyButton busy={page.saving} disabled={!page.loaded} onClick={page.save}>
            {t('common.save')}
          </BusyButton>
        </Box>
      )}
    </Stack>
  );
}

/**
 * /ayarlar/kullanici/organizasyonlar/{roleId}/yetkiler (docs/permissions.md): the role's permissions as a
 * table of checkboxes — the panel's areas by row, the actions by column (a special one only on its area's
 * row), 'all' per row and per column — saved at once. Read-only without 'manage permissions', and for a
 * role holding a permission the user lacks.
 */
export function RolePermissionsPage() {
  const { roleId } = useParams();
  const id = Number(roleId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRedirect />;
  return <RolePermissionsScreen key={id} roleId={id} />;
}

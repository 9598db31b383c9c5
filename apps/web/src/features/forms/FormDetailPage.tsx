import { useParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { FormTabs } from './FormTabs.tsx';
import { useFormRoles, useFormStructure } from './useForms.ts';

/**
 * /form/formlar/{formId}: the form's active categories and their items read-only, with counts, its roles
 * and workflows, and a preview of the form as an employee fills it (it can be tried, nothing is sent).
 */
export function FormDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().formId);
  const valid = Number.isInteger(id) && id > 0;
  const { form } = useFormStructure(id, valid);
  const roles = useFormRoles(id, valid);
  if (!valid) return <NotFoundRedirect />;
  const categories = (form?.categories ?? []).filter((c) => c.isActive && !c.isPassived);
  const live = categories.map((c) => ({ ...c, items: c.items.filter((i) => !i.isDeleted) }));
  const itemCount = live.reduce((sum, c) => sum + c.items.length, 0);
  return (
    <>
      <ListToolbar heading={form?.name ?? ''} back="formList" createLabel="" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Chip label={t('forms.categoryCount', { count: live.length })} />
        <Chip label={t('forms.itemCount', { count: itemCount })} />
        <Chip label={t('forms.roleCount', { count: roles.length })} />
      </Stack>
      {live.map((category) => (
        <Paper key={category.id} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1" component="h3">
            {category.name} ({category.items.length})
          </Typography>
          <ScrollTable label={category.name}>
            <TableHead>
              <TableRow>
                <TableCell>{t('contract:fields.name')}</TableCell>
                <TableCell>{t('forms.element')}</TableCell>
                <TableCell>{t('contract:fields.isRequired')}</TableCell>
                <TableCell>{t('contract:fields.options')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {category.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{t(`contract:formElement.${item.element}`)}</TableCell>
                  <TableCell>{item.isRequired ? t('common.yes') : t('common.no')}</TableCell>
                  <TableCell>
                    {item.options
                      .filter((o) => !o.isDeleted)
                      .map((o) => o.value)
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="h3">
          {t('forms.roles')}
        </Typography>
        {roles.length ? (
          roles.map((role) => (
            <Typography key={role.id}>
              {role.role?.name} — {role.workflow?.name}
            </Typography>
          ))
        ) : (
          <Typography color="text.secondary">{t('forms.noRoles')}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('forms.preview')}
        </Typography>
        {live.length ? <FormTabs categories={live} /> : <Typography>{t('forms.empty')}</Typography>}
      </Paper>
    </>
  );
}

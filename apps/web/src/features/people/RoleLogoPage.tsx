import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { LogoField } from '../../components/LogoField.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { LOGO_KINDS } from './roleLogo.ts';
import { useRoleLogo } from './useRoleLogo.ts';

function RoleLogoScreen({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const page = useRoleLogo(roleId);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BackLink screen="organizations" />
        <Typography component="h2" variant="h6">
          {t('people.logoHeading', { name: page.role?.name ?? '' })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {LOGO_KINDS.map((kind) => (
          <Paper key={kind} variant="outlined" sx={{ p: 2 }}>
            <LogoField
              kind={kind}
              current={page.role?.[kind] ?? null}
              chosen={page.files[kind]}
              problem={page.problems[kind]}
              disabled={page.saving}
              onFile={(file) => void page.choose(kind, file)}
            />
          </Paper>
        ))}
      </Box>
      <Box>
        <BusyButton busy={page.saving} disabled={!page.canSave} onClick={page.save}>
          {t('common.save')}
        </BusyButton>
      </Box>
    </Stack>
  );
}

/** /ayarlar/kullanici/organizasyonlar/{roleId}: the role's logo and transparent logo (250 px), two uploaders. */
export function RoleLogoPage() {
  const { roleId } = useParams();
  const id = Number(roleId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRedirect />;
  return <RoleLogoScreen key={id} roleId={id} />;
}

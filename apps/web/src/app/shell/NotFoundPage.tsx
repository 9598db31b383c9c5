import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * /error/error-v1: where unknown paths go; inside the shell (`embedded`) for a signed-in user. `forbidden`:
 * the 403 page inside the shell, a screen the user's role may not read (docs/permissions.md).
 */
export function NotFoundPage({
  embedded = false,
  forbidden = false,
}: {
  embedded?: boolean;
  forbidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component={embedded ? 'section' : 'main'}
      spacing={2}
      sx={{ minHeight: embedded ? '50vh' : '100vh', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Typography component="h1" variant="h2">
        {t(forbidden ? 'errors.forbiddenCode' : 'errors.notFoundCode')}
      </Typography>
      <Typography>{t(forbidden ? 'errors.forbidden' : 'errors.notFound')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}

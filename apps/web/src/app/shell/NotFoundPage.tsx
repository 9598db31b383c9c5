import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /error/error-v1: where unknown paths go. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Typography component="h1" variant="h2">
        {t('errors.notFoundCode')}
      </Typography>
      <Typography>{t('errors.notFound')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}

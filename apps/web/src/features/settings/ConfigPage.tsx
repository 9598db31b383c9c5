import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfigSettingField } from './ConfigSettingField.tsx';
import { useConfig } from './useConfig.ts';

/** /ayarlar/konfig (spec 000 §2): one section per editable configuration group, a dropdown per setting. */
export function ConfigPage() {
  const { t } = useTranslation();
  const page = useConfig();
  return (
    <Stack spacing={3}>
      {page.loading && <LinearProgress aria-label={t('common.loading')} />}
      {page.groups.map((group) => (
        <Paper
          key={group.id}
          component="section"
          variant="outlined"
          sx={{ p: 2 }}
          aria-labelledby={`config-${group.id}`}
        >
          <Typography id={`config-${group.id}`} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t(`config.groups.${group.name}`)}
          </Typography>
          <Stack spacing={3}>
            {group.configs.map((setting) => (
              <ConfigSettingField
                key={setting.parentId}
                setting={setting}
                busy={page.busy}
                onSave={(value) => page.save(setting.parentId, value)}
                onReset={page.reset}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

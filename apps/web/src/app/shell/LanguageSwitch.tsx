import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGUAGES, type Language } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../i18n/i18n.ts';

/** TR / EN, remembered in the browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={currentLanguage()}
      onChange={(_, value: Language | null) => void (value && setLanguage(value))}
      aria-label={t('language.label')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} title={t(`language.${language}Name`)}>
          {t(`language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RESPONSE_COLOURS } from './mapConfig.ts';

function Swatch({ colour, size = 14, text }: { colour: string; size?: number; text?: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colour,
        color: '#fff',
        fontSize: 11,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {text}
    </Box>
  );
}

/** What the map's colours and numbers mean. */
export function MapLegend() {
  const { t } = useTranslation();
  const items = [
    { key: 'good', swatch: <Swatch colour={RESPONSE_COLOURS.good} />, text: t('disasters.good') },
    { key: 'notGood', swatch: <Swatch colour={RESPONSE_COLOURS.notGood} />, text: t('disasters.notGood') },
    {
      key: 'cluster',
      swatch: <Swatch colour="#616161" size={20} text="3" />,
      text: t('disasters.legendCluster'),
    },
  ];
  return (
    <Stack
      component="ul"
      aria-label={t('disasters.legend')}
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {items.map((item) => (
        <Stack component="li" key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {item.swatch}
          <Typography variant="body2">{item.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

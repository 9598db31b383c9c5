import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { useMenuDevices } from './useMenuDevices.ts';

/**
 * A menu entry's devices (spec 001 §2, §3 Menu device): the list with a delete per device, and a select
 * of the devices not yet there (getMenuDevices' key/value pairs) with Add.
 */
export function MenuDevicesDialog({ row, name, onClose, onChanged }: RowActionProps) {
  const { t } = useTranslation();
  const devices = useMenuDevices(row.id, onChanged);
  const [chosen, setChosen] = useState('');
  const label = (key: string) => devices.options.find((option) => option.key === key)?.value ?? key;
  const free = devices.options.filter((option) => !devices.list.some((d) => d.deviceType === option.key));
  return (
    <InfoDialog title={t('navigation.devicesOf', { name })} maxWidth="xs" onClose={onClose}>
      {devices.list.length === 0 ? (
        <Typography variant="body2">{t('navigation.noDevice')}</Typography>
      ) : (
        <List dense aria-label={t('navigation.devices')}>
          {devices.list.map((device) => (
            <ListItem
              key={device.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('navigation.deleteDevice', { name: label(device.deviceType) })}
                  disabled={devices.busy}
                  onClick={() => void devices.remove(device.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={label(device.deviceType)} />
            </ListItem>
          ))}
        </List>
      )}
      {free.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('navigation.device')}
            value={free.some((option) => option.key === chosen) ? chosen : ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {free.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.value}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={devices.busy || !free.some((option) => option.key === chosen)}
            onClick={() => void devices.add(chosen).then(() => setChosen(''))}
          >
            {t('navigation.addDevice')}
          </Button>
        </Stack>
      )}
    </InfoDialog>
  );
}

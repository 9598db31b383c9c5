import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreIcon from '@mui/icons-material/MoreVert';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitRowItems, type RowItemView } from './rowItems.ts';
import { HintTooltip } from './HintTooltip.tsx';

export interface RowActionsProps {
  /** The row's name: the menu button is called '<name> için diğer işlemler'. */
  name: string;
  /** In the order they are offered: links, further actions, edit, delete. */
  items: readonly RowItemView[];
  /** Keys of the two most used items, kept as icons when the rest go into the menu. */
  inline?: readonly string[];
}

function RowIcon({ item: { label, icon: Icon, to, onClick, danger } }: { item: RowItemView }) {
  const color = danger ? 'error' : 'default';
  return (
    <HintTooltip title={label} describeChild>
      {to ? (
        <IconButton component={Link} to={to} aria-label={label} size="small" color={color}>
          <Icon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton onClick={onClick} aria-label={label} size="small" color={color}>
          <Icon fontSize="small" />
        </IconButton>
      )}
    </HintTooltip>
  );
}

function RowMenu({ name, items }: { name: string; items: RowItemView[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  const label = t('crud.moreActions', { name });
  return (
    <>
      <HintTooltip title={label} describeChild>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? id : undefined}
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </HintTooltip>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map(({ key, label: itemLabel, icon: Icon, to, onClick, danger }) => {
          const sx = danger ? { color: 'error.main' } : undefined;
          const content = (
            <>
              <ListItemIcon sx={sx}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{itemLabel}</ListItemText>
            </>
          );
          return to ? (
            <MenuItem key={key} component={Link} to={to} onClick={close}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={key}
              sx={sx}
              onClick={() => {
                close();
                onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/**
 * The actions at the end of a row: up to three as labelled icons; with more, the two most used stay icons
 * and the rest are listed, with their names, in a menu behind one labelled button.
 */
export function RowActions({ name, items, inline }: RowActionsProps) {
  const { shown, more } = splitRowItems(items, inline);
  return (
    <>
      {shown.map((item) => (
        <RowIcon key={item.key} item={item} />
      ))}
      {more.length > 0 && <RowMenu name={name} items={more} />}
    </>
  );
}

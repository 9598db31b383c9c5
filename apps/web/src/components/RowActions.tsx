import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IconComponent } from '../crud/core/definition.ts';

export interface RowLinkView {
  label: string;
  to: string;
  icon?: IconComponent;
}

export interface RowButtonView {
  label: string;
  icon: IconComponent;
  onClick(): void;
}

export interface RowActionsProps {
  /** The row's name: the icons are called '<name> düzenle', '<name> sil'. */
  name: string;
  links?: RowLinkView[];
  /** Further buttons (detail, change role, notifications…), before edit and delete. */
  buttons?: RowButtonView[];
  onEdit?: () => void;
  onDelete?: () => void;
}

function RowButton({ label, icon: Icon, onClick }: RowButtonView) {
  return (
    <Tooltip title={label} describeChild>
      <IconButton onClick={onClick} aria-label={label} size="small">
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The icons at the end of a row: links to nested lists or pages, further actions, edit and delete. */
export function RowActions({ name, links = [], buttons = [], onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {links.map(({ label, to, icon: Icon = ListIcon }) => (
        <Tooltip key={to} title={label} describeChild>
          <IconButton component={Link} to={to} aria-label={label} size="small">
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      {buttons.map((button) => (
        <RowButton key={button.label} {...button} />
      ))}
      {onEdit && <RowButton label={t('crud.editItem', { name })} icon={EditIcon} onClick={onEdit} />}
      {onDelete && (
        <Tooltip title={t('common.delete')} describeChild>
          <IconButton
            onClick={onDelete}
            aria-label={t('crud.deleteItem', { name })}
            size="small"
            color="error"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

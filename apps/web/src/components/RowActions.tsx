import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface RowLinkView {
  label: string;
  to: string;
}

export interface RowActionsProps {
  /** The row's name: the icons are called '<name> düzenle', '<name> sil'. */
  name: string;
  links?: RowLinkView[];
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The icons at the end of a row: links to nested lists, edit and delete. */
export function RowActions({ name, links = [], onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {links.map((link) => (
        <Tooltip key={link.to} title={link.label} describeChild>
          <IconButton component={Link} to={link.to} aria-label={link.label} size="small">
            <ListIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      {onEdit && (
        <Tooltip title={t('common.edit')} describeChild>
          <IconButton onClick={onEdit} aria-label={t('crud.editItem', { name })} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
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
